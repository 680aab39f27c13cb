import { normalizeError } from '@campus/sdk';
import { Alert, Button } from '@campus/ui';

/** A panel's failed load: what failed, the server's words, and Try again. */
export function LoadFailed({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}) {
  return (
    <Alert
      tone="danger"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      {normalizeError(error).message}
    </Alert>
  );
}
