import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ToastEntry, ToastOptions } from './toast';

/** Shows a toast and gives back its id, for `useCloseToast`. */
type ShowToast = (options: ToastOptions) => number;
type CloseToast = (id: number) => void;

const ToastContext = createContext<{ show: ShowToast; close: CloseToast } | null>(null);

// The region and the toasts (Radix Toast, ~6 KB gzipped) load with the first toast: most pages
// never show one, and the first load of every page is what the size budget counts.
const ToastStack = lazy(() => import('./toast-stack'));

export interface ToastProviderProps {
  children?: ReactNode;
  /** Name of the toast region for screen readers; F8 jumps to it. */
  label?: string;
}

/** Put once near the root. Renders the toast region and gives `useToast()` to everything inside. */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const show = useCallback<ShowToast>((options) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const close = useCallback<CloseToast>((id) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Leave time for the exit animation before the entry goes.
    window.setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  const value = useMemo(() => ({ show, close }), [show, close]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack label={label} toasts={toasts} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ title: 'Login successful!', tone: 'success' })`. */
export function useToast(): ShowToast {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast() needs a <ToastProvider> above it.');
  return toasts.show;
}

/**
 * Closes a toast before its time (with its exit animation): the app closes a confirmation when the
 * person moves on to another page, so it does not linger over pages it is not about.
 */
export function useCloseToast(): CloseToast {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useCloseToast() needs a <ToastProvider> above it.');
  return toasts.close;
}
