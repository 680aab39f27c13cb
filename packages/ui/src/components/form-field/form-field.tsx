import { useId, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cx } from '../../utils/cx';
import * as styles from './form-field.css';

export const fieldMessageTones = ['hint', 'error', 'success'] as const;
export type FieldMessageTone = (typeof fieldMessageTones)[number];

export interface FieldMessageProps {
  id?: string;
  tone?: FieldMessageTone;
  children?: ReactNode;
  className?: string;
}

/**
 * A line under a field. Errors and successes carry an icon as well as colour, so the state
 * does not rest on colour alone.
 */
export function FieldMessage({ id, tone = 'hint', children, className }: FieldMessageProps) {
  const Icon = tone === 'error' ? AlertCircle : tone === 'success' ? CheckCircle2 : null;
  return (
    <p id={id} className={cx(styles.message({ tone }), className)}>
      {children ? (
        <>
          {Icon && <Icon size={16} aria-hidden className={styles.messageIcon} />}
          <span>{children}</span>
        </>
      ) : null}
    </p>
  );
}

/** What a Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error replaces nothing: the hint stays, since it often says how to fix the error. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.requiredMark} aria-hidden>
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      {/* Always mounted: a live region only announces changes if it existed before them. */}
      <div aria-live="polite">
        {error ? (
          <FieldMessage id={errorId} tone="error">
            {error}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
