import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from '../form-field';
import * as styles from './checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** Some but not all children chosen ("select all" in a table). */
  indeterminate?: boolean;
}

/**
 * A native checkbox tinted with accent-color: it keeps the platform's focus, forced-colours and
 * touch behaviour, which custom-drawn boxes often lose.
 */
export function Checkbox({
  label,
  description,
  error,
  indeterminate = false,
  id,
  ...props
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const generated = useId();
  const errorId = `${id ?? `checkbox-${generated}`}-error`;
  return (
    <div>
      <label className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span className={styles.text}>
          <span>{label}</span>
          {description && <span className={styles.description}>{description}</span>}
        </span>
      </label>
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}
