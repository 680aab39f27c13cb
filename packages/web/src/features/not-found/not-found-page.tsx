import { PageHeader, Stack, Text, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <PageHeader eyebrow="404" title="Page not found" size="xxl" />
      <Text>
        There is no page at <code>{path}</code>. It may have moved, or the link may be mistyped.
      </Text>
      <Stack gap="xs">
        <Link className={linkClassName()} href={paths.home.href()}>
          Go to the home page
        </Link>
        <Link className={linkClassName()} href={paths.courses.href()}>
          Browse courses
        </Link>
        <Link className={linkClassName()} href={paths.support.href()}>
          Get help
        </Link>
      </Stack>
    </Stack>
  );
}
