import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  createContext,
  useContext,
  type ComponentType,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Controller,
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../button';
import { Checkbox, type CheckboxProps } from '../checkbox';
import { formatRupees } from '../currency';
import { DateTimeInput, type DateTimeInputProps } from '../date-time-input';
import { Field } from '../form-field';
import { control } from '../form-field/form-field.css';
import { Select, type SelectProps } from '../select';
import { TextField, type TextFieldProps } from '../text-field';
import { Textarea, type TextareaProps } from '../textarea';
import * as styles from './form.css';

/* ------------------------------------------------------------------------------------------------
 * The form and its ids
 * --------------------------------------------------------------------------------------------- */

interface FormFields {
  formId: string;
  /** Each field's label by name, as its field last rendered it: the error summary names fields. */
  labels: Map<string, ReactNode>;
}

const FormFieldsContext = createContext<FormFields | null>(null);

const fieldIdOf = (formId: string, name: string) => `${formId}-${name.replace(/[^\w-]/g, '-')}`;

/**
 * The id and the current error message of a named field of the surrounding Form. The label, when
 * given, is what the error summary's link to the field reads.
 */
export function useFormField(
  name: string,
  label?: ReactNode,
): { id: string; error: string | undefined } {
  const { control: formControl } = useFormContext();
  const { errors } = useFormState({ control: formControl, name });
  const fields = useContext(FormFieldsContext);
  if (fields && label !== undefined) fields.labels.set(name, label);
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return {
    id: fieldIdOf(fields?.formId ?? 'form', name),
    error: typeof message === 'string' ? message : undefined,
  };
}

export interface FormProps<TValues extends FieldValues, TTransformed = TValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  /** The `useForm()` result (with the SDK's zod schema as its resolver). */
  form: UseFormReturn<TValues, unknown, TTransformed>;
  onSubmit: SubmitHandler<TTransformed>;
  onInvalid?: SubmitErrorHandler<TValues>;
}

/**
 * A `<form>` wired to react-hook-form: it provides the form to the `Form*` fields below, submits
 * through `handleSubmit` and turns off the browser's own validation bubbles, so every message
 * comes from one place (the schema, then the server) and is shown the same way.
 */
export function Form<TValues extends FieldValues, TTransformed = TValues>({
  form,
  onSubmit,
  onInvalid,
  className,
  children,
  ...props
}: FormProps<TValues, TTransformed>) {
  const formId = `form-${useId().replace(/[^\w-]/g, '')}`;
  const [labels] = useState(() => new Map<string, ReactNode>());
  const fields = useMemo(() => ({ formId, labels }), [formId, labels]);
  return (
    <FormProvider {...form}>
      <FormFieldsContext.Provider value={fields}>
        <form
          noValidate
          className={cx(styles.form, className)}
          aria-busy={form.formState.isSubmitting || undefined}
          onSubmit={form.handleSubmit(onSubmit, onInvalid)}
          {...props}
        >
          {children}
        </form>
      </FormFieldsContext.Provider>
    </FormProvider>
  );
}

/** The contract's 400 body: `{message, errors?: [{msg, path}]}` (openapi.yaml, Errors). */
export interface ServerErrorBody {
  message: string;
  errors?: ReadonlyArray<{ msg: string; path: string }>;
}

/**
 * Puts a server refusal where it belongs: each `{msg, path}` on its field (the server's paths
 * are the form's field names, dotted), anything else as the form's `root.server` error that
 * FormErrorSummary shows. Call it from a mutation's onError.
 */
export function setServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  body: ServerErrorBody,
): void {
  if (body.errors?.length) {
    for (const { msg, path } of body.errors) {
      setError(path as FieldPath<TValues>, { type: 'server', message: msg });
    }
    return;
  }
  setError('root.server', { type: 'server', message: body.message });
}

/* ------------------------------------------------------------------------------------------------
 * Error summary
 * --------------------------------------------------------------------------------------------- */

export interface ErrorSummaryItem {
  message: string;
  /** The field's element id, to link to it; omit for a form-level error. */
  fieldId?: string;
  /** The field's label: the link names the field, since the field itself shows the message. */
  label?: ReactNode;
  /** Called instead of following the link (react-hook-form's setFocus). */
  onSelect?: () => void;
}

export interface ErrorSummaryProps {
  items: ReadonlyArray<ErrorSummaryItem>;
  title?: ReactNode;
  className?: string;
}

/**
 * A submitted form's problems in one box above it (GOV.UK's pattern): a form-level problem (a
 * server refusal) in words, and "Check these fields:" with a link to each field in error. A field
 * shows its own message, so a link with a label names the field rather than repeating it.
 * role="alert": it appears only after a submit, and appearing is what gets announced.
 */
export function ErrorSummary({
  items,
  title = 'Please fix the following',
  className,
}: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const formLevel = items.filter((item) => !item.fieldId);
  const fields = items.filter((item) => item.fieldId);
  return (
    <div role="alert" className={cx(styles.summary, className)}>
      <h2 className={styles.summaryTitle}>{title}</h2>
      {formLevel.map((item, index) => (
        <p key={index} className={styles.summaryText}>
          {item.message}
        </p>
      ))}
      {fields.length > 0 && (
        <>
          <p className={styles.summaryText}>Check these fields:</p>
          <ul className={styles.summaryList}>
            {fields.map((item, index) => (
              <li key={`${item.fieldId}-${index}`}>
                <a
                  href={`#${item.fieldId}`}
                  className={styles.summaryLink}
                  onClick={(event) => {
                    if (!item.onSelect) return;
                    event.preventDefault();
                    item.onSelect();
                  }}
                >
                  {item.label ?? item.message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Field errors as dotted name → message, in the order the errors object holds them. */
export function flattenFieldErrors(
  errors: FieldErrors,
  prefix = '',
): Array<{ name: string; message: string }> {
  const found: Array<{ name: string; message: string }> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || (prefix === '' && key === 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push({ name, message });
    else if (typeof value === 'object' && !('type' in value)) {
      found.push(...flattenFieldErrors(value as FieldErrors, name));
    }
  }
  return found;
}

/**
 * The ErrorSummary of the surrounding Form: its field errors (a link naming and focusing each
 * field) and any form-level error (`root.server`, `root`) such as a server refusal, after a submit.
 */
export function FormErrorSummary({ title, className }: Omit<ErrorSummaryProps, 'items'>) {
  const { control: formControl, setFocus } = useFormContext();
  const { errors, submitCount } = useFormState({ control: formControl });
  const fields = useContext(FormFieldsContext);
  if (submitCount === 0) return null;
  const root = errors.root as (FieldErrors & { message?: string }) | undefined;
  const rootMessages = [root?.message, (root?.['server'] as { message?: string })?.message].filter(
    (m): m is string => Boolean(m),
  );
  const items: ErrorSummaryItem[] = [
    ...rootMessages.map((message) => ({ message })),
    ...flattenFieldErrors(errors).map(({ name, message }) => ({
      message,
      fieldId: fieldIdOf(fields?.formId ?? 'form', name),
      label: fields?.labels.get(name),
      onSelect: () => setFocus(name),
    })),
  ];
  return <ErrorSummary items={items} title={title} className={className} />;
}

/* ------------------------------------------------------------------------------------------------
 * Currency field (₹)
 * --------------------------------------------------------------------------------------------- */

export interface CurrencyFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'prefix'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Allow paise (two decimals); whole rupees by default, as prices in the catalogue are. */
  paise?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in rupees: a number input with ₹ inside the box and the amount written back in en-IN
 * grouping ("₹12,50,000") under it as it is typed, since long amounts are easy to misread.
 * Works with `register(name, { valueAsNumber: true })`.
 */
export function CurrencyField({
  label,
  hint,
  error,
  paise = false,
  required,
  id,
  className,
  ref,
  onChange,
  ...props
}: CurrencyFieldProps) {
  const [text, setText] = useState(String(props.value ?? props.defaultValue ?? ''));
  const innerRef = useRef<HTMLInputElement | null>(null);
  // register() sets the value after mount (reset, defaultValues): read it back once it has.
  useEffect(() => {
    if (innerRef.current && innerRef.current.value !== text) setText(innerRef.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const amount = text === '' ? NaN : Number(text);
  const shown = props.value !== undefined ? Number(props.value) : amount;
  return (
    <Field
      label={
        <>
          {label}
          {/* A comma, not a space: name computation drops a leading space inside the span. */}
          <span className={visuallyHidden}>, in rupees</span>
        </>
      }
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(controlProps) => (
        <>
          <div className={styles.currencyWrap}>
            <span className={styles.currencyPrefix} aria-hidden>
              ₹
            </span>
            <input
              ref={(element) => {
                innerRef.current = element;
                if (typeof ref === 'function') return ref(element);
                if (ref) ref.current = element;
              }}
              type="number"
              inputMode={paise ? 'decimal' : 'numeric'}
              min={0}
              step={paise ? 0.01 : 1}
              className={cx(control(), styles.currencyInput)}
              {...controlProps}
              {...props}
              onChange={(event) => {
                setText(event.target.value);
                onChange?.(event);
              }}
            />
          </div>
          {Number.isFinite(shown) && shown >= 1000 && (
            <span className={styles.summaryText} aria-hidden>
              {formatRupees(shown, { paise })}
            </span>
          )}
        </>
      )}
    </Field>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Fields bound to the surrounding Form by name
 * --------------------------------------------------------------------------------------------- */

interface Bound<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  /** Extra checks beyond the schema (rarely needed: the zod resolver validates). */
  rules?: RegisterOptions<TValues, FieldPath<TValues>>;
}

/** Numbers stay numbers in the form's values ("" becomes NaN, which the schema refuses). */
function asNumber<T extends FieldValues>(
  rules: RegisterOptions<T, FieldPath<T>> | undefined,
): RegisterOptions<T, FieldPath<T>> {
  return { ...rules, valueAsNumber: true } as RegisterOptions<T, FieldPath<T>>;
}

type Unbound<P> = Omit<P, 'name' | 'error' | 'id' | 'ref' | 'value' | 'defaultValue'>;

/**
 * Binds a kit field that takes `ref` (TextField, Textarea, Select, CurrencyField) to the form by
 * name: `register()` supplies name, ref and handlers, the form supplies id and error.
 */
function registered<P extends { id?: string; error?: ReactNode }>(
  Component: ComponentType<P>,
  displayName: string,
  isNumeric: (props: Unbound<P>) => boolean,
) {
  function BoundField<T extends FieldValues = FieldValues>({
    name,
    rules,
    ...props
  }: Unbound<P> & Bound<T>) {
    const { register } = useFormContext<T>();
    const own = props as unknown as Unbound<P>;
    const { id, error } = useFormField(name, (own as { label?: ReactNode }).label);
    const registration = register(name, isNumeric(own) ? asNumber<T>(rules) : rules);
    const all = { ...own, id, error, ...registration } as unknown as P;
    return <Component {...all} />;
  }
  BoundField.displayName = displayName;
  return BoundField;
}

export type FormTextFieldProps<T extends FieldValues> = Unbound<TextFieldProps> & Bound<T>;
export type FormTextareaProps<T extends FieldValues> = Unbound<TextareaProps> & Bound<T>;
export type FormSelectProps<T extends FieldValues> = Unbound<SelectProps> & Bound<T>;
export type FormCurrencyFieldProps<T extends FieldValues> = Unbound<CurrencyFieldProps> & Bound<T>;

/** A TextField registered by name; `type="number"` keeps a number in the form's values. */
export const FormTextField = registered(TextField, 'FormTextField', (p) => p.type === 'number');
export const FormTextarea = registered(Textarea, 'FormTextarea', () => false);
export const FormSelect = registered(Select, 'FormSelect', () => false);
/** An amount in ₹, kept as a number in the form's values. */
export const FormCurrencyField = registered(CurrencyField, 'FormCurrencyField', () => true);

export type FormCheckboxProps<T extends FieldValues> = Omit<
  CheckboxProps,
  'name' | 'error' | 'id' | 'checked' | 'defaultChecked' | 'onChange'
> &
  Bound<T>;

/**
 * A Checkbox holding a boolean. Through a Controller, because Checkbox keeps its own ref (for
 * `indeterminate`); focus on error reaches the input through the wrapper.
 */
export function FormCheckbox<T extends FieldValues = FieldValues>({
  name,
  rules,
  ...props
}: FormCheckboxProps<T>) {
  const { control: formControl } = useFormContext<T>();
  const { id, error } = useFormField(name, props.label);
  return (
    <Controller
      control={formControl}
      name={name}
      rules={rules}
      render={({ field }) => (
        <div
          // react-hook-form only needs something with focus() to move to the field on error.
          ref={(element) => field.ref({ focus: () => element?.querySelector('input')?.focus() })}
        >
          <Checkbox
            {...props}
            id={id}
            name={field.name}
            error={error}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={props.disabled ?? field.disabled}
          />
        </div>
      )}
    />
  );
}

export type FormDateTimeFieldProps<T extends FieldValues> = Omit<
  DateTimeInputProps,
  'name' | 'error' | 'id' | 'ref' | 'value' | 'onChange' | 'onBlur'
> &
  Bound<T>;

/** A DateTimeInput whose form value is `{ iso, timezone }` (null while incomplete). */
export function FormDateTimeField<T extends FieldValues = FieldValues>({
  name,
  rules,
  ...props
}: FormDateTimeFieldProps<T>) {
  const { control: formControl } = useFormContext<T>();
  const { id, error } = useFormField(name, props.label);
  return (
    <Controller
      control={formControl}
      name={name}
      rules={rules}
      render={({ field }) => (
        <DateTimeInput
          {...props}
          id={id}
          name={field.name}
          ref={field.ref}
          error={error}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={props.disabled ?? field.disabled}
        />
      )}
    />
  );
}

/**
 * The submit button: busy while the form submits, so a double click sends once (Button ignores
 * clicks while loading).
 */
export function FormSubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const { control: formControl } = useFormContext();
  const { isSubmitting } = useFormState({ control: formControl });
  return <Button {...props} type="submit" loading={isSubmitting} />;
}
