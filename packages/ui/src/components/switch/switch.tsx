import { useId, useState, type ReactNode } from 'react';
import * as styles from './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/**
 * On/off that applies at once (dark mode, email reminders). A button with role="switch", so it
 * is announced as "on"/"off" rather than "checked"; use Checkbox for choices submitted in a form.
 */
export function Switch({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
  id,
  name,
}: SwitchProps) {
  const [internal, setInternal] = useState(defaultChecked);
  const on = checked ?? internal;
  const generated = useId();
  const switchId = id ?? `switch-${generated}`;
  return (
    <span className={styles.row}>
      <button
        id={switchId}
        type="button"
        role="switch"
        name={name}
        aria-checked={on}
        disabled={disabled}
        className={styles.track}
        onClick={() => {
          setInternal(!on);
          onCheckedChange?.(!on);
        }}
      >
        <span className={styles.thumb} />
      </button>
      <label htmlFor={switchId}>{label}</label>
    </span>
  );
}
