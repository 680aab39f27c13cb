import { type EbookReading } from '@campus/sdk';
import { Card, Heading, Progress, Skeleton, Stack, Text, linkClassName } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { myReadingQuery } from './learning.api';

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

/**
 * "Continue reading" on /ebookstudent: the signed-in reader's unfinished e-books, most recent
 * first. Shows nothing until they have started one (the list below is the way in).
 */
export function ContinueReading() {
  // The three most recent e-books not finished yet.
  const reading = useQuery({
    ...myReadingQuery(),
    select: (all) => all.filter((r) => !r.progress.finished).slice(0, 3),
  });
  return (
    <QueryView
      query={reading}
      loading={<Skeleton height="6rem" />}
      errorTitle="Your reading could not be loaded"
      empty={null}
    >
      {(open) => (
        <section aria-labelledby="continue-reading">
          <Stack gap="md">
            <Heading level={2} size="lg" id="continue-reading">
              Continue reading
            </Heading>
            <Stack as="ul" gap="sm" padding="none" margin="none">
              {open.map((r) => (
                <ReadingRow key={r.ebook._id} reading={r} />
              ))}
            </Stack>
          </Stack>
        </section>
      )}
    </QueryView>
  );
}
