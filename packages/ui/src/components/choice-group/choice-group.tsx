import { useId, type ReactNode } from 'react';
import { FieldMessage } from '../form-field';
import * as styles from './choice-group.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Beside the option, e.g. "Correct answer" or "Your answer" once a quiz is graded. */
  note?: ReactNode;
}

interface CommonProps {
  /** The question or the field's name: the group's accessible name (a legend). */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** The inputs' `name`; one is made when none is given. */
  name?: string;
}

export interface SingleChoiceGroupProps extends CommonProps {
  multiple?: false;
  value: string | undefined;
  onChange: (value: string) => void;
}

export interface MultipleChoiceGroupProps extends CommonProps {
  multiple: true;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export type ChoiceGroupProps = SingleChoiceGroupProps | MultipleChoiceGroupProps;

/**
 * A labelled group of choices: radios for one answer, checkboxes for several, in a fieldset whose
 * legend names the group. Native inputs keep the platform's keyboard behaviour (arrows move between
 * radios, Space toggles a checkbox), focus ring and forced-colours support.
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { legend, options, hint, error, disabled, name } = props;
  const generated = useId();
  const groupName = name ?? `choice-${generated}`;
  const hintId = hint ? `${groupName}-hint` : undefined;
  const errorId = error ? `${groupName}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const checked = (value: string) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  const toggle = (value: string, on: boolean) => {
    if (props.multiple) {
      const next = props.value.filter((v) => v !== value);
      // Kept in the options' order, whatever order they were ticked in.
      const chosen = on ? [...next, value] : next;
      props.onChange(options.map((o) => o.value).filter((v) => chosen.includes(v)));
    } else if (on) {
      props.onChange(value);
    }
  };
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.option}>
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              className={styles.input}
              name={groupName}
              value={o.value}
              checked={checked(o.value)}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
            />
            <span>{o.label}</span>
            {o.note && <span className={styles.note}>{o.note}</span>}
          </label>
        ))}
      </div>
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
    </fieldset>
  );
}
