import type { EbookReading } from '@campus/sdk';
import { Card, Heading, Progress, Stack, Text, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import { paths } from '../config/paths';

// Shared by the e-books' "Continue reading" and the self-paced hub (features/learning).

/** One e-book being read: where the reader stopped, how far they are, and the way back in. */
export function ReadingRow({
  reading,
  headingLevel = 3,
}: {
  reading: EbookReading;
  headingLevel?: 2 | 3;
}) {
  const { ebook, progress, lastModule } = reading;
  return (
    <Card as="li" padding="md">
      <Stack gap="sm">
        <Heading level={headingLevel} size="md">
          {ebook.title}
        </Heading>
        <Text size="sm" tone="muted">
          {progress.finished
            ? 'Finished'
            : lastModule
              ? `Stopped at module ${lastModule.order} of ${ebook.moduleCount}: ${lastModule.title}`
              : 'Not started'}
        </Text>
        <Progress label={`${ebook.title}: reading progress`} value={progress.progress} hideLabel />
        <Link
          className={linkClassName()}
          href={paths.ebookReader.href(ebook._id)}
          aria-label={`${progress.finished ? 'Read again' : 'Continue reading'}: ${ebook.title}`}
        >
          {progress.finished ? 'Read again' : 'Continue reading'}
        </Link>
      </Stack>
    </Card>
  );
}
