import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Field } from '../form-field';
import { control } from '../form-field/form-field.css';
import * as styles from './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  hint?: ReactNode;
  error?: ReactNode;
  /** A first, empty choice ("Choose a batch…"); it cannot be picked again once left. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select, styled. Deliberately native: phones show their own picker, and keyboard and
 * screen-reader support come for free. Reach for Menu for actions, not for form values.
 */
export function Select({
  label,
  options,
  hint,
  error,
  placeholder,
  required,
  id,
  className,
  ref,
  ...props
}: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <div className={styles.wrap}>
          <select
            ref={ref}
            className={cx(control(), styles.select)}
            {...controlProps}
            {...(placeholder && props.value === undefined && props.defaultValue === undefined
              ? { defaultValue: '' }
              : {})}
            {...props}
          >
            {placeholder && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown size={18} aria-hidden className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
