import { AlertDialog, ToastProvider, useToast, type ToastTone } from '@campus/ui';
import { useEffect, useSyncExternalStore } from 'react';
import type { FeedbackTone } from '../../lib/feedback';
import type { FeedbackStore } from './feedback-store';

const toneOf: Record<FeedbackTone, ToastTone> = {
  success: 'success',
  error: 'danger',
  info: 'info',
};

/**
 * Hands each toast the machines queued to the kit's Radix toasts, then drops it from the queue:
 * from there the kit owns its timer (the machine's `durationMs`, spec §9: 5000 ms on a 400,
 * 8000 ms on a 429; the kit's 5000 ms otherwise), pause on hover and F8 focus.
 */
function ToastBridge({ store }: { store: FeedbackStore }) {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const toast = useToast();
  useEffect(() => {
    for (const t of toasts) {
      toast({ title: t.message, tone: toneOf[t.tone], duration: t.durationMs });
      store.dismissToast(t.id);
    }
  }, [toasts, toast, store]);
  return null;
}

/**
 * Toasts and blocking notices (spec §8 "alert", e.g. the deactivated account) asked for by the
 * root actors. A notice is the kit's AlertDialog with a single OK: it informs, there is nothing
 * to cancel.
 */
export function FeedbackOutlet({ store }: { store: FeedbackStore }) {
  const { alerts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const alert = alerts[0];
  return (
    <ToastProvider label="Notifications">
      <ToastBridge store={store} />
      <AlertDialog.Root
        open={alert !== undefined}
        onOpenChange={(open) => {
          if (!open && alert) store.dismissAlert(alert.id);
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
    </ToastProvider>
  );
}
