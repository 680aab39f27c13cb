import {
  type BatchRef,
  type LiveClass,
  type LiveClassCreateRequest,
  type LiveClassUpdateRequest,
} from '@campus/sdk';
import { createLiveClassBody, updateLiveClassBody } from '@campus/sdk/zod';
import {
  Button,
  Form,
  FormDateTimeField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  type ZonedDateTime,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { batchLabel } from '../../lib/batch-names';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { liveClassQueries, useScheduleLiveClass, useUpdateLiveClass } from './live-classes.api';

// The form to schedule or change a class, in a module of its own: its validation (the contract's
// zod schemas and react-hook-form) loads when a host opens it, not with the pages that list classes.

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
