import { normalizeError } from '@campus/sdk';
import { Alert, AlertDialog, Button } from '@campus/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * A destructive action behind an AlertDialog that names the item; the dialog stays open while the
 * call runs and shows the server's refusal in place.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  mutation,
  run,
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  mutation: Pick<UseMutationResult<unknown, unknown, never>, 'isPending' | 'error' | 'reset'>;
  run: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) mutation.reset();
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button size="sm" variant="secondary">
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        tone="danger"
        loading={mutation.isPending}
        onConfirm={() => run(() => setOpen(false))}
      >
        {mutation.error ? (
          <Alert tone="danger">{normalizeError(mutation.error).message}</Alert>
        ) : null}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
