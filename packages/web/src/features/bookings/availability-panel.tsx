import type { MentorAvailability, MentorAvailabilityRequest } from '@campus/sdk';
import { putMyAvailabilityBody } from '@campus/sdk/zod';
import {
  Alert,
  Button,
  Card,
  Form,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  FormTimeZoneField,
  Heading,
  Inline,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { formatDate, viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { QueryView } from '../../lib/query-view';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { bookingQueries, usePutAvailability } from './bookings.api';
import * as css from './bookings.css';

/** ISO weekdays, Monday first (the contract's `weekday`). */
const WEEKDAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [7, 'Sunday'],
] as const;

const BUFFERS = [0, 5, 10, 15, 30, 45, 60];

/** Every half hour of a day, and 24:00 to end a range at midnight. */
const TIMES = Array.from({ length: 49 }, (_, i) => {
  const t = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: t, label: t };
});

interface HoursValues {
  timezone: string;
  bufferMinutes: string;
  weeklyHours: { weekday: number; start: string; end: string }[];
  daysOff: { date: string }[];
}

/** The form's values from what the server has (a mentor who never published starts in their zone). */
export function toValues(a: MentorAvailability, browserZone: string): HoursValues {
  return {
    timezone: a.published ? a.timezone : browserZone,
    bufferMinutes: String(a.bufferMinutes),
    weeklyHours: a.weeklyHours.map((h) => ({ ...h })),
    daysOff: a.daysOff.map((date) => ({ date })),
  };
}

/** The contract's body from the form's values (blank day-off rows are dropped). */
export function toBody(v: HoursValues): MentorAvailabilityRequest {
  return {
    timezone: v.timezone,
    bufferMinutes: Number(v.bufferMinutes),
    weeklyHours: v.weeklyHours.map((h) => ({ weekday: h.weekday, start: h.start, end: h.end })),
    daysOff: v.daysOff.map((d) => d.date.trim()).filter(Boolean),
  };
}

/** "Mon 10:00–13:00, Tue …" in words, for the panel's summary. */
export function describeHours(a: MentorAvailability): string {
  return WEEKDAYS.flatMap(([n, name]) => {
    const ranges = a.weeklyHours.filter((h) => h.weekday === n);
    return ranges.length
      ? [`${name.slice(0, 3)} ${ranges.map((h) => `${h.start}–${h.end}`).join(', ')}`]
      : [];
  }).join(' · ');
}

function HoursForm({
  current,
  onSaved,
  onCancel,
}: {
  current: MentorAvailability;
  /** Called with how many pending requests on a day off saving declined. */
  onSaved: (declinedRequests: number) => void;
  onCancel: () => void;
}) {
  const put = usePutAvailability();
  const form = useForm<HoursValues, unknown, MentorAvailabilityRequest>({
    defaultValues: toValues(current, viewerTimeZone()),
    resolver: sdkResolver(putMyAvailabilityBody, toBody, (path) =>
      path.startsWith('daysOff.') ? `${path}.date` : path,
    ),
  });
  const hours = useFieldArray({ control: form.control, name: 'weeklyHours' });
  const daysOff = useFieldArray({ control: form.control, name: 'daysOff' });
  return (
    <Form
      form={form}
      aria-label="Your weekly hours"
      onSubmit={(body) =>
        put.mutateAsync(body).then(
          (saved) => onSaved(saved.declinedRequests),
          (error: unknown) => showServerError(form.setError, error),
        )
      }
    >
      <FormErrorSummary title="Your hours were not saved" />
      <FormTimeZoneField<HoursValues>
        name="timezone"
        label="Your time zone"
        hint="Your hours are kept in this zone, daylight saving included."
      />
      {WEEKDAYS.map(([weekday, name]) => (
        <Stack as="fieldset" gap="xs" key={weekday} className={css.hoursDay}>
          <legend>
            <Text weight="semibold">{name}</Text>
          </legend>
          {hours.fields.every((f) => f.weekday !== weekday) && (
            <Text size="sm" tone="muted">
              Unavailable
            </Text>
          )}
          {hours.fields.map((f, i) =>
            f.weekday === weekday ? (
              <Inline gap="sm" align="flex-end" wrap key={f.id}>
                <FormSelect<HoursValues>
                  name={`weeklyHours.${i}.start`}
                  label="From"
                  options={TIMES.slice(0, -1)}
                />
                <FormSelect<HoursValues>
                  name={`weeklyHours.${i}.end`}
                  label="To"
                  options={TIMES.slice(1)}
                />
                <Button variant="secondary" size="sm" onClick={() => hours.remove(i)}>
                  Remove<span className={visuallyHidden}> these {name} hours</span>
                </Button>
              </Inline>
            ) : null,
          )}
          <Inline>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => hours.append({ weekday, start: '10:00', end: '13:00' })}
            >
              Add hours<span className={visuallyHidden}> on {name}</span>
            </Button>
          </Inline>
        </Stack>
      ))}
      <Stack as="fieldset" gap="xs" className={css.hoursDay}>
        <legend>
          <Text weight="semibold">Days off</Text>
        </legend>
        {daysOff.fields.map((f, i) => (
          <Inline gap="sm" align="flex-end" wrap key={f.id}>
            <FormTextField<HoursValues>
              name={`daysOff.${i}.date`}
              label={`Day off ${i + 1}`}
              type="date"
            />
            <Button variant="secondary" size="sm" onClick={() => daysOff.remove(i)}>
              Remove<span className={visuallyHidden}> day off {i + 1}</span>
            </Button>
          </Inline>
        ))}
        <Inline>
          <Button variant="secondary" size="sm" onClick={() => daysOff.append({ date: '' })}>
            Add a day off
          </Button>
        </Inline>
      </Stack>
      <FormSelect<HoursValues>
        name="bufferMinutes"
        label="Buffer between sessions"
        hint="Kept free before and after every session, class and booking."
        options={BUFFERS.map((m) => ({ value: String(m), label: m ? `${m} minutes` : 'None' }))}
      />
      <Inline gap="sm">
        <FormSubmitButton>Save hours</FormSubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Inline>
    </Form>
  );
}

/**
 * /mentor-sessions: the mentor's published hours (Cal.com's availability) — weekly hours
 * in their own zone, days off and a buffer. Students are offered only these hours, minus what is on
 * the mentor's calendar.
 */
export function AvailabilityPanel() {
  const availability = useQuery(bookingQueries.availability());
  const [editing, setEditing] = useState(false);
  // What the last save declined (null: nothing saved since the page opened or the form reopened).
  const [saved, setSaved] = useState<number | null>(null);
  return (
    <Card as="section" aria-labelledby="msn-hours">
      <Heading level={2} size="lg" id="msn-hours">
        Your hours
      </Heading>
      {saved !== null && (
        <Alert tone="success" live="status" onDismiss={() => setSaved(null)}>
          Your hours are published. Students see the new times at once.
          {saved > 0 &&
            ` ${saved === 1 ? '1 pending request' : `${saved} pending requests`} on your days off ${
              saved === 1 ? 'was' : 'were'
            } declined, and ${saved === 1 ? 'its student was' : 'their students were'} told you are away.`}
        </Alert>
      )}
      <QueryView
        query={availability}
        loading="Loading your hours…"
        errorTitle="Your hours could not be loaded"
      >
        {(a) =>
          editing ? (
            <HoursForm
              current={a}
              onSaved={(declined) => {
                setEditing(false);
                setSaved(declined);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Stack gap="sm">
              {a.published ? (
                <>
                  <Text>{describeHours(a)}</Text>
                  <Text size="sm" tone="muted">
                    In {a.timezone} time
                    {a.bufferMinutes ? ` · ${a.bufferMinutes} minutes between sessions` : ''}
                    {a.daysOff.length
                      ? ` · days off: ${a.daysOff
                          // A day off is a calendar day, not an instant: written as UTC reads it.
                          .map((d) =>
                            formatDate(`${d}T00:00:00Z`, { timeZone: 'UTC', style: 'weekday' }),
                          )
                          .join(', ')}`
                      : ''}
                  </Text>
                </>
              ) : (
                <Text tone="muted">
                  You have not published your hours, so students cannot request a time yet.
                </Text>
              )}
              <Inline>
                <Button
                  onClick={() => {
                    setSaved(null);
                    setEditing(true);
                  }}
                >
                  {a.published ? 'Edit hours' : 'Set your hours'}
                </Button>
              </Inline>
            </Stack>
          )
        }
      </QueryView>
    </Card>
  );
}
