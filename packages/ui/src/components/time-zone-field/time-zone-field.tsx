import { useId, useMemo, type FocusEvent } from 'react';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from '../button';
import { viewerTimeZone } from '@campus/time';
import { supportedTimeZones } from '../date-time-input';
import { useFormField } from '../form';
import { Inline, Stack } from '../layout';
import { TextField, type TextFieldProps } from '../text-field';

/**
 * The zone a typed text names: the listed zone it spells (any case, spaces for underscores), else
 * the one zone whose city it is ("kolkata", "new york"); otherwise the text as typed, for the
 * form's check to refuse in words.
 */
export function matchTimeZone(text: string, zones: readonly string[]): string {
  const typed = text.trim();
  const key = typed.toLowerCase().replaceAll(' ', '_');
  if (!key) return typed;
  const exact = zones.find((z) => z.toLowerCase() === key);
  if (exact) return exact;
  const byCity = zones.filter((z) => z.toLowerCase().split('/').pop() === key);
  return byCity.length === 1 ? byCity[0]! : typed;
}

export interface TimeZoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'list'
> {
  value: string;
  onChange: (zone: string) => void;
  /** The zone this browser is in, offered in one press; the viewer's own unless a story sets it. */
  browserZone?: string;
}

/**
 * A time zone, searched as it is typed: the browser suggests every zone it knows from a city or a
 * part of a name (a native combobox, `input` + `datalist`, so keyboard and screen readers work as
 * they do everywhere), a city alone is completed to its zone on leaving the field, and one press
 * sets the browser's own zone.
 */
export function TimeZoneField({
  value,
  onChange,
  onBlur,
  browserZone = viewerTimeZone(),
  ...props
}: TimeZoneFieldProps) {
  const listId = useId();
  const zones = useMemo(() => supportedTimeZones(), []);
  return (
    <Stack gap="xs">
      <TextField
        {...props}
        value={value}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          const zone = matchTimeZone(event.target.value, zones);
          if (zone !== event.target.value) onChange(zone);
          onBlur?.(event);
        }}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {value !== browserZone && (
        <Inline>
          <Button variant="secondary" size="sm" onClick={() => onChange(browserZone)}>
            Use your browser’s zone ({browserZone})
          </Button>
        </Inline>
      )}
    </Stack>
  );
}

export type FormTimeZoneFieldProps<T extends FieldValues> = Omit<
  TimeZoneFieldProps,
  'name' | 'error' | 'id' | 'ref' | 'value' | 'onChange'
> & { name: FieldPath<T> };

/** A TimeZoneField bound to the surrounding Form by name; its value is the zone's name. */
export function FormTimeZoneField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: FormTimeZoneFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { id, error } = useFormField(name, props.label);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TimeZoneField
          {...props}
          id={id}
          name={field.name}
          ref={field.ref}
          error={error}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
