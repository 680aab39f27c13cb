import { ToastProvider, useCloseToast, useToast, type ToastTone } from '@campus/ui';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { FeedbackTone } from '../../lib/feedback';
import type { FeedbackStore } from './feedback-store';

const toneOf: Record<FeedbackTone, ToastTone> = {
  success: 'success',
  error: 'danger',
  info: 'info',
};

/**
 * A toast shown with a navigation (Login successful! with the landing page, a session-ended
 * notice with /login) must survive that navigation; one the person has had this long to read goes
 * with the next page they open.
 */
export const TOAST_SURVIVES_NAVIGATION_MS = 1500;

/**
 * Hands each toast the machines queued to the kit's Radix toasts, then drops it from the queue:
 * from there the kit owns its timer (the machine's `durationMs`, spec §9: 5000 ms on a 400,
 * 8000 ms on a 429; the kit's 5000 ms otherwise), pause on hover and F8 focus. Moving to another
 * page closes the toasts shown over the last one ("Login successful!" does not linger
 * over the next pages).
 */
function ToastBridge({ store }: { store: FeedbackStore }) {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const toast = useToast();
  const closeToast = useCloseToast();
  const [location] = useLocation();
  const shown = useRef<{ id: number; at: number }[]>([]);
  useEffect(() => {
    for (const t of toasts) {
      const id = toast({ title: t.message, tone: toneOf[t.tone], duration: t.durationMs });
      shown.current.push({ id, at: Date.now() });
      store.dismissToast(t.id);
    }
  }, [toasts, toast, store]);
  useEffect(() => {
    const now = Date.now();
    const [stale, fresh] = [
      shown.current.filter((s) => now - s.at >= TOAST_SURVIVES_NAVIGATION_MS),
      shown.current.filter((s) => now - s.at < TOAST_SURVIVES_NAVIGATION_MS),
    ];
    for (const s of stale) closeToast(s.id);
    shown.current = fresh;
  }, [location, closeToast]);
  return null;
}

// Radix AlertDialog loads with the first notice, not with every page (the first-load budget).
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
