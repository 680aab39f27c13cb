import type { Booking, BookingDecisionRequest, GroupSessionRequest, User } from '@campus/sdk';
import { createGroupSessionBody, respondToOneToOneBookingBody } from '@campus/sdk/zod';
import {
  Button,
  Card,
  Form,
  FormDateTimeField,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Heading,
  Inline,
  PageHeader,
  Stack,
  Text,
  timeZoneLongName,
  viewerTimeZone,
  visuallyHidden,
  type ZonedDateTime,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmAction } from '../../lib/confirm-action';
import { BookingSummary, canCancel } from './booking-parts';
import {
  bookingQueries,
  useCancelGroupSession,
  useCancelOneToOne,
  useCreateGroupSession,
  useRespond,
} from './bookings.api';
import * as css from './bookings.css';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { QueryView } from '../../lib/query-view';
import { AvailabilityPanel } from './availability-panel';

const whoFor = (b: Booking) =>
  b.kind === 'group'
    ? `${b.participantCount} of ${b.capacity ?? 0} seats taken`
    : (b.students[0]?.name ?? 'a student');

interface AnswerValues {
  note: string;
  meetingLink: string;
}

/** A pending request: its topic, the student, and accept / decline with a note. */
function RequestRow({ booking: b }: { booking: Booking }) {
  const respond = useRespond();
  const [decision, setDecision] = useState<BookingDecisionRequest['decision']>('accept');
  const form = useForm<AnswerValues, unknown, BookingDecisionRequest>({
    defaultValues: { note: '', meetingLink: '' },
    resolver: sdkResolver(respondToOneToOneBookingBody, (v: AnswerValues) => ({
      decision,
      note: v.note.trim() || undefined,
      meetingLink: decision === 'accept' ? v.meetingLink.trim() || undefined : undefined,
    })),
  });
  return (
    <li className={css.row}>
      <BookingSummary booking={b} withWhom={whoFor(b)} />
      <Form
        form={form}
        aria-label={`Answer “${b.topic}” from ${whoFor(b)}`}
        onSubmit={(body) =>
          respond
            .mutateAsync({ id: b._id, body })
            .catch((error: unknown) => showServerError(form.setError, error))
        }
      >
        <FormErrorSummary title="The answer was not sent" />
        <FormTextField<AnswerValues>
          name="meetingLink"
          type="url"
          label="Meeting link"
          hint="Leave empty to use the link in your profile."
        />
        <FormTextarea<AnswerValues>
          name="note"
          label="Note to the student (optional)"
          hint="When you decline, say why: the student sees it with your answer."
          rows={2}
        />
        <Inline gap="sm">
          <FormSubmitButton onClick={() => setDecision('accept')}>
            Accept<span className={visuallyHidden}> {b.topic}</span>
          </FormSubmitButton>
          <FormSubmitButton variant="secondary" onClick={() => setDecision('decline')}>
            Decline<span className={visuallyHidden}> {b.topic}</span>
          </FormSubmitButton>
        </Inline>
      </Form>
    </li>
  );
}

function SessionRow({ booking: b }: { booking: Booking }) {
  const cancelOne = useCancelOneToOne();
  const cancelGroup = useCancelGroupSession();
  const group = b.kind === 'group';
  const mutation = group ? cancelGroup : cancelOne;
  return (
    <li className={css.row}>
      <BookingSummary booking={b} withWhom={whoFor(b)} />
      {canCancel(b) && (
        <ConfirmAction
          label={
            <>
              Cancel<span className={visuallyHidden}> {b.topic}</span>
            </>
          }
          title={`Cancel “${b.topic}”?`}
          description={
            group
              ? `Everyone who joined (${b.participantCount}) sees it cancelled.`
              : `${whoFor(b)} sees it cancelled and the time is freed.`
          }
          confirmLabel="Cancel session"
          mutation={mutation}
          run={(done) => mutation.mutate(b._id, { onSuccess: done })}
        />
      )}
    </li>
  );
}

interface GroupValues {
  topic: string;
  description: string;
  start: ZonedDateTime | null;
  durationMinutes: number;
  capacity: number;
  meetingLink: string;
}

// The body's start is two fields (instant and zone); both belong to the one date-time field.
const groupFieldOf = (path: string) =>
  path === 'startTime' || path === 'timezone' ? 'start' : path;

function GroupSessionForm({ onDone }: { onDone: () => void }) {
  const create = useCreateGroupSession();
  const form = useForm<GroupValues, unknown, GroupSessionRequest>({
    defaultValues: {
      topic: '',
      description: '',
      start: null,
      durationMinutes: 60,
      capacity: 10,
      meetingLink: '',
    },
    resolver: sdkResolver(
      createGroupSessionBody,
      (v: GroupValues) => ({
        topic: v.topic.trim(),
        description: v.description.trim(),
        startTime: v.start?.iso,
        timezone: v.start?.timezone,
        durationMinutes: v.durationMinutes,
        capacity: v.capacity,
        meetingLink: v.meetingLink.trim() || undefined,
      }),
      groupFieldOf,
    ),
  });
  return (
    <Form
      form={form}
      aria-label="New group session"
      onSubmit={(body) =>
        create
          .mutateAsync(body)
          .then(onDone, (error: unknown) => showServerError(form.setError, error, groupFieldOf))
      }
    >
      <FormErrorSummary title="The session was not opened" />
      <FormTextField<GroupValues> name="topic" label="Title" required />
      <FormTextarea<GroupValues> name="description" label="What it covers" rows={2} />
      <FormDateTimeField<GroupValues> name="start" label="Starts" required />
      <Inline gap="md" wrap>
        <FormTextField<GroupValues>
          name="durationMinutes"
          type="number"
          label="Minutes"
          min={15}
          max={120}
        />
        <FormTextField<GroupValues> name="capacity" type="number" label="Seats" min={2} max={100} />
      </Inline>
      <FormTextField<GroupValues>
        name="meetingLink"
        type="url"
        label="Meeting link"
        hint="Leave empty to use the link in your profile."
      />
      <Inline gap="sm">
        <FormSubmitButton>Open session</FormSubmitButton>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </Inline>
    </Form>
  );
}

/** Pending first, then what is coming, then what is over (spec §2 bookings). */
export function partitionSessions(bookings: ReadonlyArray<Booking>, now = Date.now()) {
  const pending = bookings.filter((b) => b.status === 'pending');
  const upcoming = bookings.filter((b) => b.status === 'accepted' && Date.parse(b.endTime) > now);
  const past = bookings.filter((b) => !pending.includes(b) && !upcoming.includes(b)).reverse();
  return { pending, upcoming, past };
}

function SessionList({
  id,
  title,
  items,
  empty,
  Row,
}: {
  id: string;
  title: string;
  items: Booking[];
  empty: string;
  Row: (props: { booking: Booking }) => React.ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="none" padding="none" margin="none">
          {items.map((b) => (
            <Row key={b._id} booking={b} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** /mentor-sessions (mentor): answer requests, see what is coming, open group sessions. */
export function MentorSessionsPage({ user: _user }: { user: User }) {
  const timeZone = viewerTimeZone();
  const sessions = useQuery(bookingQueries.mentor());
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="xl">
      <PageHeader
        title="Your sessions"
        size="xxl"
        description={`Times are in your zone: ${timeZoneLongName(timeZone)} (${timeZone}).`}
      />
      <AvailabilityPanel />
      <Card as="section" aria-labelledby="msn-new">
        <Heading level={2} size="lg" id="msn-new">
          Group session
        </Heading>
        {creating ? (
          <GroupSessionForm onDone={() => setCreating(false)} />
        ) : (
          <Inline>
            <Button onClick={() => setCreating(true)}>New group session</Button>
          </Inline>
        )}
      </Card>
      <QueryView
        query={sessions}
        loading="Loading your sessions…"
        errorTitle="Your sessions could not be loaded"
      >
        {(list) => {
          const { pending, upcoming, past } = partitionSessions(list);
          return (
            <>
              <SessionList
                id="msn-pending"
                title={`Requests (${pending.length})`}
                items={pending}
                empty="No request waiting for you."
                Row={RequestRow}
              />
              <SessionList
                id="msn-upcoming"
                title="Upcoming"
                items={upcoming}
                empty="Nothing confirmed yet."
                Row={SessionRow}
              />
              <SessionList
                id="msn-past"
                title="Past and closed"
                items={past}
                empty="Nothing here yet."
                Row={SessionRow}
              />
            </>
          );
        }}
      </QueryView>
    </Stack>
  );
}
