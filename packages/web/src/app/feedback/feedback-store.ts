import type { ToastRequest } from '../../lib/feedback';

/**
 * Toasts and alerts requested by the root actors (outside React) and rendered by <FeedbackOutlet>.
 * A tiny external store: machines call `showToast` / `showAlert`; the outlet subscribes and hands
 * toasts on to the kit, which times them.
 */
export interface ToastItem extends ToastRequest {
  id: number;
}

export interface FeedbackState {
  toasts: ToastItem[];
  alerts: { id: number; message: string }[];
}

export function createFeedbackStore() {
  let state: FeedbackState = { toasts: [], alerts: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: FeedbackState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showToast(toast: ToastRequest) {
      set({ ...state, toasts: [...state.toasts, { ...toast, id: nextId++ }] });
    },
    dismissToast(id: number) {
      set({ ...state, toasts: state.toasts.filter((t) => t.id !== id) });
    },
    showAlert(message: string) {
      set({ ...state, alerts: [...state.alerts, { id: nextId++, message }] });
    },
    dismissAlert(id: number) {
      set({ ...state, alerts: state.alerts.filter((a) => a.id !== id) });
    },
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
