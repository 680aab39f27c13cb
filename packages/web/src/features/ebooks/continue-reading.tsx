import { Heading, Skeleton, Stack } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { ReadingRow } from '../../lib/reading-row';
import { myReadingQuery } from './ebook-reader.api';
import { QueryView } from '../../lib/query-view';

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
