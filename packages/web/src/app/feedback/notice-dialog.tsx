import { AlertDialog } from '@campus/ui';

export interface NoticeDialogProps {
  alert: { id: number; message: string } | undefined;
  onDismiss: (id: number) => void;
}

/**
 * A blocking notice (spec §8 "alert", e.g. the deactivated account): the kit's AlertDialog with a
 * single OK — it informs, there is nothing to cancel. Loaded with the first notice.
 */
export default function NoticeDialog({ alert, onDismiss }: NoticeDialogProps) {
  return (
    <AlertDialog.Root
      open={alert !== undefined}
      onOpenChange={(open) => {
        if (!open && alert) onDismiss(alert.id);
      }}
    >
      {alert && (
        <AlertDialog.Content
          key={alert.id}
          title="Notice"
          description={alert.message}
          confirmLabel="OK"
          cancelLabel={null}
        />
      )}
    </AlertDialog.Root>
  );
}
