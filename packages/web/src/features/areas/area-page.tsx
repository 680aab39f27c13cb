import { Heading, Stack, Text, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import * as css from './areas.css';

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
          <ul className={css.grid}>
            {links.map((l) => (
              <li key={l.href + l.label} className={css.card}>
                <Link className={linkClassName()} href={l.href}>
                  {l.label}
                </Link>
                <Text size="sm" tone="muted">
                  {l.description}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      </section>
    </Stack>
  );
}
