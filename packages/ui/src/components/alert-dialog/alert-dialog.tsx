import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../button';
import * as styles from '../dialog/dialog.css';

export interface AlertDialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAlertDialog.Content>,
  'title'
> {
  /** Always rendered: the question the user must answer ("Log out?"). */
  title: ReactNode;
  /** What happens if they confirm. Required, because an alert dialog must say what is at stake. */
  description: ReactNode;
  confirmLabel: string;
  /**
   * `null` leaves only the confirm button: a notice the user acknowledges ("OK") rather than a
   * decision. Focus then starts on that button.
   */
  cancelLabel?: string | null;
  onConfirm?: () => void;
  /** Danger styles the confirm button red, for destructive actions. */
  tone?: 'default' | 'danger';
  /** Confirm is in flight: the button shows a spinner and cannot be pressed twice. */
  loading?: boolean;
  /**
   * `false` keeps the dialog open after Confirm so the screen can show the outcome in place (a
   * refusal in the server's words) and close it itself when the call succeeds.
   */
  closeOnConfirm?: boolean;
  children?: ReactNode;
}

/**
 * A modal that asks for a decision. Unlike Dialog it does not close on an outside click, and
 * focus starts on Cancel so that Enter never confirms something destructive by accident.
 */
function Content({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'default',
  loading = false,
  closeOnConfirm = true,
  className,
  children,
  onOpenAutoFocus,
  ...props
}: AlertDialogContentProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay className={styles.overlay} />
      <RadixAlertDialog.Content
        className={cx(styles.content({ size: 'sm' }), className)}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          // Radix focuses Cancel; a notice has none, so its only button takes focus.
          if (cancelLabel === null && !event.defaultPrevented) {
            event.preventDefault();
            confirmRef.current?.focus({ preventScroll: true });
          }
        }}
        {...props}
      >
        <div className={styles.headerText}>
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className={styles.description}>
            {description}
          </RadixAlertDialog.Description>
        </div>
        {children}
        <div className={styles.footer}>
          {cancelLabel !== null && (
            <RadixAlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </RadixAlertDialog.Cancel>
          )}
          <RadixAlertDialog.Action asChild>
            <Button
              ref={confirmRef}
              variant={tone === 'danger' ? 'danger' : 'primary'}
              loading={loading}
              onClick={(event) => {
                // Keep it open while the action runs; the screen closes it when done.
                if (loading || !closeOnConfirm) event.preventDefault();
                onConfirm?.();
              }}
            >
              {confirmLabel}
            </Button>
          </RadixAlertDialog.Action>
        </div>
      </RadixAlertDialog.Content>
    </RadixAlertDialog.Portal>
  );
}
Content.displayName = 'AlertDialog.Content';

const Root = (props: ComponentPropsWithoutRef<typeof RadixAlertDialog.Root>) => (
  <RadixAlertDialog.Root {...props} />
);
Root.displayName = 'AlertDialog.Root';

export const AlertDialog = { Root, Trigger: RadixAlertDialog.Trigger, Content };
