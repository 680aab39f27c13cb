import type { HTMLAttributes, ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as styles from './alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, danger: XCircle };

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  /**
   * `alert` interrupts a screen reader, so only danger and warning use it by default; the rest
   * are polite `status` messages. Pass `none` for a static notice already on the page at load.
   */
  live?: 'alert' | 'status' | 'none';
}

export function Alert({
  tone = 'info',
  title,
  actions,
  onDismiss,
  live,
  className,
  children,
  ...props
}: AlertProps) {
  const Icon = icons[tone];
  const role = live ?? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div
      role={role === 'none' ? undefined : role}
      className={cx(styles.alert, styles.tone[tone], className)}
      {...props}
    >
      <Icon size={20} aria-hidden className={cx(styles.icon, styles.iconTone[tone])} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {onDismiss && (
        <IconButton size="sm" label="Dismiss" icon={<X size={16} />} onClick={onDismiss} />
      )}
    </div>
  );
}
