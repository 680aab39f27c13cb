import * as RadixToast from '@radix-ui/react-toast';
import { Toast, type ToastEntry } from './toast';
import * as styles from './toast.css';

export interface ToastStackProps {
  label: string;
  toasts: ToastEntry[];
  onClose: (id: number) => void;
}

/**
 * The Radix half of the toasts: the region (F8 jumps to it) and the open toasts. Loaded on the
 * first toast (see ToastProvider), so a page that never shows one never downloads Radix Toast.
 */
export default function ToastStack({ label, toasts, onClose }: ToastStackProps) {
  return (
    <RadixToast.Provider label={label} swipeDirection="right">
      {toasts.map(({ id, open, ...options }) => (
        <Toast
          key={id}
          {...options}
          open={open}
          onOpenChange={(next) => {
            if (!next) onClose(id);
          }}
        />
      ))}
      <RadixToast.Viewport className={styles.viewport} label={`${label} ({hotkey})`} />
    </RadixToast.Provider>
  );
}
