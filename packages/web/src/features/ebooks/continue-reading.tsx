import { normalizeError } from '@campus/sdk';
import { Alert, Button, Heading, Skeleton, Stack } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { ReadingRow } from '../../lib/reading-row';
import { myReadingQuery } from './ebook-reader.api';

/**
 * "Continue reading" on /ebookstudent: the signed-in reader's unfinished e-books, most recent
 * first. Shows nothing until they have started one (the list below is the way in).
 */
export function ContinueReading() {
  const reading = useQuery(myReadingQuery());
  if (reading.isPending) return <Skeleton height="6rem" />;
  if (reading.isError) {
    return (
      <Alert
        tone="warning"
        title="Your reading could not be loaded"
        actions={
          <Button
            variant="secondary"
            loading={reading.isFetching}
            onClick={() => void reading.refetch()}
          >
            Try again
          </Button>
        }
      >
        {normalizeError(reading.error).message}
      </Alert>
    );
  }
  const open = reading.data.filter((r) => !r.progress.finished).slice(0, 3);
  if (open.length === 0) return null;
  return (
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
  );
}
