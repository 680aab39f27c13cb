import { Card, CardGrid, Heading, linkClassName, Stack, Text } from '@campus/ui';
import { Link } from 'wouter';

export interface AreaLink {
  label: string;
  href: string;
  description: string;
}

/**
 * A work area whose own screens come later: it names the area and lists what is already
 * available to this user, so every guarded route leads somewhere useful.
 */
export function AreaPage({
  title,
  intro,
  links,
}: {
  title: string;
  intro: string;
  links: AreaLink[];
}) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} size="xxl">
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      <section aria-labelledby="area-available">
        <Stack gap="md">
          <Heading level={2} size="lg" id="area-available">
            Available now
          </Heading>
          <CardGrid gap="md">
            {links.map((l) => (
              <Card as="li" key={l.href + l.label}>
                <Link className={linkClassName()} href={l.href}>
                  {l.label}
                </Link>
                <Text size="sm" tone="muted">
                  {l.description}
                </Text>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </section>
    </Stack>
  );
}
