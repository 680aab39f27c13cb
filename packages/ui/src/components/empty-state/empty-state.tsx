import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon, decorative. */
  icon?: ReactNode;
  /** The next step ("Browse courses"): an empty screen should say what to do. */
  action?: ReactNode;
  /** Heading level in the page outline. */
  level?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  level = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
