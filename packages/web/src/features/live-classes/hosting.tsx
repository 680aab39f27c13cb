import {
  normalizeError,
  type BatchRef,
  type LiveClass,
  type LiveClassCreateRequest,
  type LiveClassUpdateRequest,
} from '@campus/sdk';
import { createLiveClassBody, updateLiveClassBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormDateTimeField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  Stack,
  Text,
  visuallyHidden,
  type ZonedDateTime,
} from '@campus/ui';
import { formatDuration, formatTime } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { batchLabel } from '../../lib/batch-names';
import { ConfirmAction } from '../../lib/confirm-action';
import { useRenderAt } from '../../lib/use-now';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import {
  liveClassQueries,
  useCancelLiveClass,
  useEndLiveClass,
  useScheduleLiveClass,
  useStartLiveClass,
  useUpdateLiveClass,
} from './live-classes.api';
import * as css from './live-classes.css';

const MINUTE = 60_000;

/**
 * Where a class stands, in words: "Starts in 12 min", "Live now · started 5 min ago",
 * "Ended", or, more than a day ahead, nothing (the date and time say it).
 */
export function classTiming(
  c: Pick<LiveClass, 'status' | 'startTime' | 'startedAt'>,
  now = Date.now(),
): string | null {
  if (c.status === 'ended') return 'Ended';
  if (c.status === 'live') {
    const since = now - Date.parse(c.startedAt ?? c.startTime);
    const minutes = Math.floor(since / MINUTE);
    return minutes < 1
      ? 'Live now · just started'
      : `Live now · started ${formatDuration(since)} ago`;
  }
  const until = Date.parse(c.startTime) - now;
  if (until <= 0) return 'Starting now';
  if (until <= 24 * 60 * MINUTE) return `Starts in ${formatDuration(until)}`;
  return null;
}

/**
 * The host's controls on one class: start it, end it, or cancel it (confirmed, by name). Start is
 * offered exactly from the class's `startOpensAt` (the server's one start window), and
 * until then the row says when, in the viewer's zone — never a button the server would refuse.
 */
export function HostControls({
  liveClass: c,
  now = Date.now,
}: {
  liveClass: LiveClass;
  /** The clock the start window is read against (stories and tests pin it). */
  now?: () => number;
}) {
  const start = useStartLiveClass();
  const end = useEndLiveClass();
  const cancel = useCancelLiveClass();
  const opensAt = Date.parse(c.startOpensAt);
  useRenderAt(opensAt, now);
  const startable = now() >= opensAt;
  const failed = start.error ?? end.error;
  return (
    <Stack gap="xs" align="flex-end">
      <Inline gap="xs" wrap justify="flex-end" align="center">
        {c.status === 'scheduled' &&
          (startable ? (
            <Button size="sm" loading={start.isPending} onClick={() => start.mutate(c._id)}>
              Start<span className={visuallyHidden}> {c.title}</span>
            </Button>
          ) : (
            <Text size="sm" tone="muted">
              You can start at {formatTime(c.startOpensAt)}
              <span className={visuallyHidden}> ({c.title})</span>
            </Text>
          ))}
        {c.status === 'live' && (
          <Button size="sm" loading={end.isPending} onClick={() => end.mutate(c._id)}>
            End<span className={visuallyHidden}> {c.title}</span>
          </Button>
        )}
        {c.status !== 'ended' && <EditClass liveClass={c} />}
        {c.status === 'scheduled' && (
          <ConfirmAction
            label={
              <>
                Cancel<span className={visuallyHidden}> {c.title}</span>
              </>
            }
            title={`Cancel “${c.title}”?`}
            description={`The students of ${c.batch.domain} ${c.batch.monthYear} see it cancelled; it cannot be restarted.`}
            confirmLabel="Cancel class"
            mutation={cancel}
            run={(done) => cancel.mutate(c._id, { onSuccess: done })}
          />
        )}
      </Inline>
      {failed ? (
        <Text size="sm" tone="danger" role="alert">
          {normalizeError(failed).message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Who joined a class and whether they are still there; the count is announced as it changes. */
export function Attendance({ liveClass: c }: { liveClass: LiveClass }) {
  // One class and the day's classes carry their attendees (the paged lists only count them).
  const attendees = c.attendees ?? [];
  const present = attendees.filter((a) => !a.leftAt).length;
  return (
    <details className={css.attendance} open={c.status === 'live'}>
      <summary>
        <span aria-live="polite">
          Attendance: {c.attendeeCount} joined
          {c.status === 'live' ? `, ${present} here now` : ''}
        </span>
      </summary>
      {attendees.length === 0 ? (
        <Text size="sm" tone="muted">
          Nobody has joined yet.
        </Text>
      ) : (
        <ul aria-label={`Attendance of ${c.title}`} className={css.attendees}>
          {attendees.map((a) => (
            <li key={a.student._id}>
              <Text size="sm">
                {a.student.name} · joined {formatTime(a.joinedAt)}
                {a.leftAt
                  ? ` · left ${formatTime(a.leftAt)}`
                  : c.status === 'live'
                    ? ' · here'
                    : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

interface ScheduleValues {
  title: string;
  description: string;
  batch: string;
  start: ZonedDateTime | null;
  durationMinutes: number;
  meetingLink: string;
}

const batchValue = (b: BatchRef) => `${b.monthYear}|${b.domain}`;
const batchOf = (value: string): BatchRef | undefined => {
  const [monthYear, domain] = value.split('|');
  return monthYear && domain ? { monthYear, domain } : undefined;
};
// The body's start is two fields (instant and zone), its batch one object: both map to one field.
const scheduleFieldOf = (path: string) =>
  path === 'startTime' || path === 'timezone' ? 'start' : path.startsWith('batch') ? 'batch' : path;

/** The form's values as the host sees them, from a class being changed or empty for a new one. */
function formValues(c?: LiveClass): ScheduleValues {
  return {
    title: c?.title ?? '',
    description: c?.description ?? '',
    batch: c ? batchValue(c.batch) : '',
    start: c ? { iso: c.startTime, timezone: c.timezone } : null,
    durationMinutes: c?.durationMinutes ?? 60,
    meetingLink: c?.meetingLink ?? '',
  };
}

/**
 * The request body from the form. A change sends only what differs from the class (the contract
 * changes only the sent fields, so an unmoved start that has meanwhile passed is not re-checked);
 * a live class may change only its title, text and link.
 */
function classBody(v: ScheduleValues, original?: LiveClass) {
  const body: Record<string, unknown> = {
    title: v.title.trim(),
    // A change may clear the description; a new class leaves an empty one out.
    description: v.description.trim() || (original ? '' : undefined),
    meetingLink: v.meetingLink.trim(),
  };
  if (original?.status !== 'live') {
    Object.assign(body, {
      batch: batchOf(v.batch),
      startTime: v.start?.iso,
      timezone: v.start?.timezone,
      durationMinutes: Number(v.durationMinutes),
    });
  }
  if (original) {
    const before: Record<string, unknown> = {
      title: original.title,
      description: original.description ?? '',
      meetingLink: original.meetingLink,
      startTime: original.startTime,
      timezone: original.timezone,
      durationMinutes: original.durationMinutes,
    };
    for (const key of Object.keys(body)) {
      if (key === 'batch' ? v.batch === batchValue(original.batch) : body[key] === before[key])
        delete body[key];
    }
    // A moved start sends its instant and zone together.
    if ('startTime' in body || 'timezone' in body) {
      body.startTime = v.start?.iso;
      body.timezone = v.start?.timezone;
    }
  }
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}

/**
 * Schedule a class for one of the host's batches, or change one (`liveClass`): react-hook-form
 * validated by the contract's zod schema (create or update), the server's refusals shown in place.
 * While a class is live only its title, description and link may change (contract: updateLiveClass),
 * so the other fields are not offered.
 */
export function ScheduleClassForm({
  liveClass,
  onDone,
}: {
  liveClass?: LiveClass;
  onDone: () => void;
}) {
  const schedule = useScheduleLiveClass();
  const update = useUpdateLiveClass();
  const live = liveClass?.status === 'live';
  const batches = useQuery({ ...liveClassQueries.batches, enabled: !live });
  const options = (batches.data ?? []).map((b) => ({
    value: batchValue(b),
    label: batchLabel(b),
  }));
  const form = useForm<ScheduleValues, unknown, LiveClassCreateRequest | LiveClassUpdateRequest>({
    defaultValues: formValues(liveClass),
    resolver: sdkResolver(
      liveClass ? updateLiveClassBody : createLiveClassBody,
      (v: ScheduleValues) => classBody(v, liveClass),
      scheduleFieldOf,
    ),
  });
  const send = async (body: LiveClassCreateRequest | LiveClassUpdateRequest) => {
    if (!liveClass) return schedule.mutateAsync(body as LiveClassCreateRequest);
    // Nothing changed: nothing to send (the contract wants at least one field).
    if (Object.keys(body).length > 0) await update.mutateAsync({ id: liveClass._id, body });
  };
  return (
    <Form
      form={form}
      aria-label={liveClass ? `Change ${liveClass.title}` : 'Schedule a class'}
      onSubmit={(body) =>
        send(body).then(onDone, (error: unknown) =>
          showServerError(form.setError, error, scheduleFieldOf),
        )
      }
    >
      <FormErrorSummary
        title={liveClass ? 'The class was not changed' : 'The class was not scheduled'}
      />
      <FormTextField<ScheduleValues> name="title" label="Title" required />
      {!live && (
        <>
          <FormSelect<ScheduleValues>
            name="batch"
            label="Batch"
            required
            placeholder={batches.isPending ? 'Loading your batches…' : 'Choose a batch'}
            options={options}
          />
          <FormDateTimeField<ScheduleValues> name="start" label="Starts" required />
          <Inline gap="md" wrap>
            <FormTextField<ScheduleValues>
              name="durationMinutes"
              type="number"
              label="Minutes"
              min={15}
              max={480}
            />
          </Inline>
        </>
      )}
      <FormTextField<ScheduleValues>
        name="meetingLink"
        type="url"
        label="Meeting link"
        required
        hint="The https link students open to join (Meet, Zoom, Teams…)."
      />
      <FormTextarea<ScheduleValues> name="description" label="What it covers" rows={2} />
      <Inline gap="sm">
        <FormSubmitButton>{liveClass ? 'Save changes' : 'Schedule class'}</FormSubmitButton>
        {/* In the dialog its own ✕ is "Close": this one cancels the change. */}
        <Button variant="secondary" onClick={onDone}>
          {liveClass ? 'Cancel' : 'Close'}
        </Button>
      </Inline>
    </Form>
  );
}

/** Change a class in a dialog that names it; the lists refresh when the server agrees. */
function EditClass({ liveClass: c }: { liveClass: LiveClass }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary">
          Edit<span className={visuallyHidden}> {c.title}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={`Change “${c.title}”`} size="md">
        {open && <ScheduleClassForm liveClass={c} onDone={() => setOpen(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}
