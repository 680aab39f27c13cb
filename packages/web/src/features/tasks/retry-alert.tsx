import { normalizeError } from '@campus/sdk';
import { Alert, Button } from '@campus/ui';

/** A read that failed: what did not load, the server's words, and Try again. */
export function RetryAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {normalizeError(error).message}
    </Alert>
  );
}
