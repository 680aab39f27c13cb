import { normalizeError, type CampusError } from '@campus/sdk';
import { Alert, AlertDialog, Button } from '@campus/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';

interface ConfirmProps {
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * The dismiss button's words, when "Cancel" would read like the action itself: beside "Cancel
   * session" it says what stays ("Keep session").
   */
  cancelLabel?: string;
  mutation: Pick<UseMutationResult<unknown, unknown, never>, 'isPending' | 'error' | 'reset'>;
  run: (done: () => void) => void;
  /** The server's refusal in the words shown (its own message unless a screen adds advice). */
  refusal?: (error: CampusError) => string;
}

/**
 * A destructive action behind an AlertDialog that names the item; the dialog stays open while the
 * call runs and shows the server's refusal in place.
 */
export function ConfirmAction({
  label,
  triggerLabel,
  variant = 'secondary',
  ...confirm
}: ConfirmProps & {
  label: ReactNode;
  /** The trigger's accessible name when its text alone does not say what it affects. */
  triggerLabel?: string;
  variant?: 'secondary' | 'ghost' | 'danger';
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant={variant} aria-label={triggerLabel}>
          {label}
        </Button>
      }
      {...confirm}
    />
  );
}

/**
 * The same confirmation opened from elsewhere (a row's button or menu item, RowActions): the
 * screen owns `open`. Radix returns focus only to a dialog's own trigger, so the dialog returns it
 * to whatever had it when the dialog opened (the row's Delete, or the row's menu button).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  mutation,
  run,
  refusal = (error) => error.message,
}: ConfirmProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) mutation.reset();
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Content
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        tone="danger"
        loading={mutation.isPending}
        closeOnConfirm={false}
        onConfirm={() => run(() => onOpenChange(false))}
        onOpenAutoFocus={() => {
          const from = document.activeElement;
          returnTo.current = from instanceof HTMLElement ? from : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnTo.current?.isConnected) return;
          event.preventDefault();
          returnTo.current.focus();
        }}
      >
        {mutation.error ? (
          <Alert tone="danger">{refusal(normalizeError(mutation.error))}</Alert>
        ) : null}
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
