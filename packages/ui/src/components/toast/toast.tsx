import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
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

export interface ToastEntry extends ToastOptions {
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
