import { ToastProvider, useToast, type ToastTone } from '@campus/ui';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
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

// Radix AlertDialog loads with the first notice, not with every page (issue 15's first-load budget).
const NoticeDialog = lazy(() => import('./notice-dialog'));

/**
 * Toasts and blocking notices (spec §8 "alert", e.g. the deactivated account) asked for by the
 * root actors.
 */
export function FeedbackOutlet({ store }: { store: FeedbackStore }) {
  const { alerts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const alert = alerts[0];
  // Once loaded the dialog stays mounted, so closing it animates and returns focus as Radix does.
  const [noticeLoaded, setNoticeLoaded] = useState(false);
  if (alert && !noticeLoaded) setNoticeLoaded(true);
  return (
    <ToastProvider label="Notifications">
      <ToastBridge store={store} />
      {noticeLoaded && (
        <Suspense fallback={null}>
          <NoticeDialog alert={alert} onDismiss={store.dismissAlert} />
        </Suspense>
      )}
    </ToastProvider>
  );
}
