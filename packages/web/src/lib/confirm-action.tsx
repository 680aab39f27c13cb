import { normalizeError, type CampusError } from '@campus/sdk';
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
  triggerLabel,
  variant = 'secondary',
  refusal = (error) => error.message,
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  mutation: Pick<UseMutationResult<unknown, unknown, never>, 'isPending' | 'error' | 'reset'>;
  run: (done: () => void) => void;
  /** The trigger's accessible name when its text alone does not say what it affects. */
  triggerLabel?: string;
  variant?: 'secondary' | 'ghost' | 'danger';
  /** The server's refusal in the words shown (its own message unless a screen adds advice). */
  refusal?: (error: CampusError) => string;
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
        <Button size="sm" variant={variant} aria-label={triggerLabel}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        tone="danger"
        loading={mutation.isPending}
        closeOnConfirm={false}
        onConfirm={() => run(() => setOpen(false))}
      >
        {mutation.error ? (
          <Alert tone="danger">{refusal(normalizeError(mutation.error))}</Alert>
        ) : null}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
