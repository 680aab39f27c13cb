import { useState, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { Field } from '../form-field';
import { control } from '../form-field/form-field.css';
import { counter, textarea } from './textarea.css';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows "n / max" under the field when a maxLength is set. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  className,
  showCount = false,
  maxLength,
  onChange,
  ref,
  ...props
}: TextareaProps) {
  const initial = String(props.value ?? props.defaultValue ?? '').length;
  const [length, setLength] = useState(initial);
  const count = props.value !== undefined ? String(props.value).length : length;
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
        <>
          <textarea
            ref={ref}
            className={cx(control(), textarea)}
            maxLength={maxLength}
            onChange={(event) => {
              setLength(event.target.value.length);
              onChange?.(event);
            }}
            {...controlProps}
            {...props}
          />
          {showCount && maxLength !== undefined && (
            <span className={counter} aria-hidden>
              {count} / {maxLength}
            </span>
          )}
        </>
      )}
    </Field>
  );
}
