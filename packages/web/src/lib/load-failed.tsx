import { normalizeError } from '@campus/sdk';
import { Alert, Button } from '@campus/ui';

/**
 * A failed load: what failed, the server's words, and Try again (busy while the new try is on its
 * way). Without a title when the page's heading already says what failed.
 */
export function LoadFailed({
  title,
  error,
  retry,
  retrying = false,
}: {
  title?: string;
  error: unknown;
  retry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        <Button size="sm" variant="secondary" loading={retrying} onClick={retry}>
          Try again
        </Button>
      }
    >
      {normalizeError(error).message}
    </Alert>
  );
}
