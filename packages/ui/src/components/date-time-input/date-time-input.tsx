import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Field, FieldMessage } from '../form-field';
import { control, requiredMark } from '../form-field/form-field.css';
import { Select } from '../select';
import * as styles from './date-time-input.css';
import { canonicalTimeZone, formatInstant, sameTimeZone, timeZoneLongName } from '@campus/time';
import {
  formatOffset,
  supportedTimeZones,
  utcToWallTime,
  viewerTimeZone,
  wallTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';

/** A scheduled moment as the contract carries it: the UTC instant and the zone it was set in. */
export interface ZonedDateTime {
  /** ISO-8601 in UTC (`…Z`). */
  iso: string;
  /** IANA zone, e.g. `Asia/Kolkata`. */
  timezone: string;
}

export interface DateTimeInputProps {
  /** Names the group ("Due", "Starts"). */
  label: ReactNode;
  /** Controlled value; null while the date or time is incomplete. */
  value?: ZonedDateTime | null;
  /** Called with the new instant and zone, or null when the input is cleared or incomplete. */
  onChange?: (value: ZonedDateTime | null) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The zone before anyone picks one; the viewer's own by default. */
  defaultTimeZone?: string;
  /** The zones offered (default: every zone the browser knows). */
  timeZones?: ReadonlyArray<string>;
  /** The viewer's zone, for the "your time" line (default: the browser's; stories pin it). */
  viewerZone?: string;
  name?: string;
  id?: string;
  /** The date-time input, so a form library can focus it on error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const HOUR = 3_600_000;

const keyOf = (value: ZonedDateTime | null | undefined) =>
  value ? `${value.iso}|${value.timezone}` : '';

/**
 * A local date-time plus the IANA zone it is in. Changing the zone keeps the wall time and moves
 * the instant: someone who typed "18:00" and then picks Asia/Kolkata means 18:00 in Kolkata. The
 * line under the controls says the moment in words with the zone named, and in the viewer's own
 * zone when that differs, so nobody has to convert in their head. Times that do not exist on a
 * DST day are moved forward, and the line says so.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  disabled,
  defaultTimeZone,
  timeZones,
  viewerZone,
  name,
  id,
  ref,
  className,
}: DateTimeInputProps) {
  const generated = useId();
  const baseId = id ?? `datetime-${generated}`;
  // Canonical, so a value saved as Asia/Calcutta selects Asia/Kolkata rather than a second entry.
  const [zone, setZone] = useState(() =>
    canonicalTimeZone(value?.timezone ?? defaultTimeZone ?? viewerTimeZone()),
  );
  const [wall, setWall] = useState(() => (value ? utcToWallTime(value.iso, value.timezone) : ''));
  // A new value from outside (a reset, loaded data) replaces what is shown; our own echo does not.
  const [seen, setSeen] = useState(() => keyOf(value));
  if (value !== undefined && keyOf(value) !== seen) {
    setSeen(keyOf(value));
    if (value) {
      setZone(canonicalTimeZone(value.timezone));
      setWall(utcToWallTime(value.iso, value.timezone));
    } else if (wallTimeToUtc(wall, zone) !== null) {
      setWall('');
    }
  }

  const emit = (nextWall: string, nextZone: string) => {
    const iso = wallTimeToUtc(nextWall, nextZone);
    const next = iso ? { iso, timezone: nextZone } : null;
    setSeen(keyOf(next));
    onChange?.(next);
  };

  const iso = wallTimeToUtc(wall, zone);
  const viewer = viewerZone ?? viewerTimeZone();
  // Offsets are labelled at the chosen moment (or this hour), not re-read on every keystroke.
  const instant = iso ? Date.parse(iso) : Math.floor(Date.now() / HOUR) * HOUR;
  const zoneOptions = useMemo(() => {
    const list = Array.from(new Set([...(timeZones ?? supportedTimeZones()), zone]));
    return list.map((tz) => ({
      value: tz,
      label: `${tz.replaceAll('_', ' ')} (${formatOffset(zoneOffsetMinutes(instant, tz))})`,
    }));
  }, [timeZones, zone, instant]);

  const summaryId = `${baseId}-summary`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, iso ? summaryId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const moved = iso !== null && utcToWallTime(iso, zone) !== wall;

  return (
    <fieldset className={cx(styles.fieldset, className)} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={requiredMark} aria-hidden>
            *
          </span>
        )}
      </legend>
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      <div className={styles.controls}>
        {/* The star is on the legend; the input still says required to assistive tech. */}
        <Field label="Date and time" id={baseId}>
          {(controlProps) => (
            <input
              ref={ref}
              type="datetime-local"
              className={control()}
              name={name}
              value={wall}
              {...controlProps}
              required={required}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setWall(event.target.value);
                emit(event.target.value, zone);
              }}
              onBlur={onBlur}
            />
          )}
        </Field>
        <Select
          label="Time zone"
          id={`${baseId}-zone`}
          options={zoneOptions}
          value={zone}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setZone(event.target.value);
            emit(wall, event.target.value);
          }}
          onBlur={onBlur}
        />
      </div>
      {iso && (
        <p id={summaryId} className={styles.summary}>
          {moved && `${wall.slice(11)} does not exist on that day in ${zone} (clocks go forward). `}
          {formatInstant(iso, 'detail', { timeZone: zone })}, {timeZoneLongName(zone, instant)}.
          {!sameTimeZone(viewer, zone) &&
            ` Your time: ${formatInstant(iso, 'detail', { timeZone: viewer })}.`}
        </p>
      )}
      <div aria-live="polite">
        {error ? (
          <FieldMessage id={errorId} tone="error">
            {error}
          </FieldMessage>
        ) : null}
      </div>
    </fieldset>
  );
}
