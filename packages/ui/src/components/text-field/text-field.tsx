import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Field } from '../form-field';
import { control, controlWrap, endAdornment } from '../form-field/form-field.css';
import { IconButton } from '../icon-button';

/** `date` is a calendar day: the browser's own picker, its value `YYYY-MM-DD`. */
export const textFieldTypes = ['text', 'email', 'search', 'tel', 'url', 'number', 'date'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  type?: TextFieldType;
  /** Something at the inline end of the input (an IconButton). */
  endSlot?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Class of the whole field (label, input and messages). */
  className?: string;
}

export function TextField({
  label,
  hint,
  error,
  required,
  id,
  className,
  endSlot,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
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
        <div className={controlWrap}>
          <input
            ref={ref}
            type={type}
            className={control({ withEndAdornment: Boolean(endSlot) })}
            {...controlProps}
            {...inputProps}
          />
          {endSlot && <span className={endAdornment}>{endSlot}</span>}
        </div>
      )}
    </Field>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot'> {
  /** Start with the password shown (stories and tests). */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with aria-pressed, so it
 * is reachable by keyboard and its state is announced.
 */
export function PasswordField({
  defaultVisible = false,
  autoComplete,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete ?? 'current-password'}
      // `type` is not in TextFieldType on purpose: only this component may make a password input.
      {...({ type: visible ? 'text' : 'password' } as { type: TextFieldType })}
      endSlot={
        <IconButton
          size="sm"
          label="Show password"
          aria-pressed={visible}
          icon={visible ? <EyeOff size={18} /> : <Eye size={18} />}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        />
      }
      className={cx(props.className)}
    />
  );
}
