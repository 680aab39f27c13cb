import { Alert, Button, Heading, Inline, Stack, Text } from '@campus/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { DEFAULT_TOAST_MS, type FeedbackStore, type ToastItem } from './feedback-store';
import * as css from './feedback-outlet.css';

const toneOf = { success: 'success', error: 'danger', info: 'info' } as const;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <Alert
      className={css.toast}
      tone={toneOf[toast.tone]}
      live={toast.tone === 'error' ? 'alert' : 'status'}
      onDismiss={() => onDismiss(toast.id)}
      data-testid="toast"
    >
      {toast.message}
    </Alert>
  );
}

/** A blocking notice (spec §8 "alert"), as a modal <dialog> so focus is trapped and restored. */
function AlertNotice({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={css.alertDialog}
      role="alertdialog"
      aria-labelledby="app-alert-title"
      aria-describedby="app-alert-message"
      onClose={onClose}
      onCancel={onClose}
    >
      <Stack gap="lg">
        <Heading level={2} size="lg" id="app-alert-title">
          Notice
        </Heading>
        <Text id="app-alert-message">{message}</Text>
        <Inline justify="flex-end">
          <Button autoFocus onClick={onClose}>
            OK
          </Button>
        </Inline>
      </Stack>
    </dialog>
  );
}

export function FeedbackOutlet({ store }: { store: FeedbackStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const alert = state.alerts[0];
  return (
    <>
      <div className={css.toastRegion} aria-label="Notifications" role="region">
        {state.toasts.map((t) => (
          <Toast key={t.id} toast={t} onDismiss={store.dismissToast} />
        ))}
      </div>
      {alert && (
        <AlertNotice
          key={alert.id}
          message={alert.message}
          onClose={() => store.dismissAlert(alert.id)}
        />
      )}
    </>
  );
}
