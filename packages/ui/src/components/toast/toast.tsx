import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as styles from './toast.css';

export const toastTones = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/**
 * How long toasts stay, in ms (product spec §9): 5000 by default and for a 400 error, 8000 for a
 * 429 so there is time to read the wait. Screens pick one; the kit does not know HTTP.
 */
export const toastDurations = { short: 5000, long: 8000 } as const;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes itself. */
  duration?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle };

export interface ToastProps extends ToastOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** One toast. Use `useToast()` to show them; this is exported for stories and custom stacks. */
export function Toast({
  title,
  description,
  tone = 'info',
  duration = toastDurations.short,
  open,
  onOpenChange,
}: ToastProps) {
  const Icon = icons[tone];
  return (
    <RadixToast.Root
      className={cx(styles.toast, styles.tone[tone])}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
      // Errors interrupt the screen reader; confirmations wait their turn.
      type={tone === 'danger' ? 'foreground' : 'background'}
    >
      <Icon size={20} aria-hidden className={cx(styles.icon, styles.iconTone[tone])} />
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description && (
          <RadixToast.Description className={styles.description}>
            {description}
          </RadixToast.Description>
        )}
      </div>
      <RadixToast.Close asChild>
        <IconButton size="sm" label="Dismiss notification" icon={<X size={16} />} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Name of the toast region for screen readers; F8 jumps to it. */
  label?: string;
}

/** Put once near the root. Renders the toast region and gives `useToast()` to everything inside. */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const show = useCallback<ShowToast>((options) => {
    setToasts((current) => [
      ...current,
      { ...options, id: Date.now() + Math.random(), open: true },
    ]);
  }, []);

  const close = (id: number) =>
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));

  const remove = (id: number) => setToasts((current) => current.filter((t) => t.id !== id));

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider label={label} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            {...options}
            open={open}
            onOpenChange={(next) => {
              if (next) return;
              close(id);
              // Leave time for the exit animation before the entry goes.
              window.setTimeout(() => remove(id), 300);
            }}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={`${label} ({hotkey})`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast({ title: 'Login successful!', tone: 'success' })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs a <ToastProvider> above it.');
  return show;
}
