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
  visuallyHidden,
  type ZonedDateTime,
} from '@campus/ui';
import { timeZoneLongName, viewerTimeZone } from '@campus/time';
import { useInfiniteQuery, type UseInfiniteQueryResult } from '@tanstack/react-query';
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
import { allOf, QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
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
          cancelLabel="Keep session"
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

function SessionList({
  id,
  title,
  list,
  empty,
  more,
  Row,
}: {
  id: string;
  title: string;
  list: MentorSessionPages;
  empty: string;
  more: string;
  Row: (props: { booking: Booking }) => React.ReactNode;
}) {
  const items = list.data?.items ?? [];
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
      <ShowMore pages={list}>{more}</ShowMore>
    </Card>
  );
}

type MentorSessionPages = UseInfiniteQueryResult<{ items: Booking[] }>;

/** "Requests (3)", or "Requests (20+)" while more pages wait on the server. */
const counted = (title: string, list: MentorSessionPages) =>
  `${title} (${list.data?.items.length ?? 0}${list.hasNextPage ? '+' : ''})`;

/** /mentor-sessions (mentor): answer requests, see what is coming, open group sessions. */
export function MentorSessionsPage({ user: _user }: { user: User }) {
  const timeZone = viewerTimeZone();
  const requests = useInfiniteQuery(bookingQueries.mentor('requests'));
  const upcoming = useInfiniteQuery(bookingQueries.mentor('upcoming'));
  const past = useInfiniteQuery(bookingQueries.mentor('past'));
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
        query={allOf(requests, upcoming, past)}
        loading="Loading your sessions…"
        errorTitle="Your sessions could not be loaded"
      >
        {() => (
          <>
            <SessionList
              id="msn-pending"
              title={counted('Requests', requests)}
              list={requests}
              empty="No request waiting for you."
              more="Show more requests"
              Row={RequestRow}
            />
            <SessionList
              id="msn-upcoming"
              title="Upcoming"
              list={upcoming}
              empty="Nothing confirmed yet."
              more="Show more upcoming sessions"
              Row={SessionRow}
            />
            <SessionList
              id="msn-past"
              title="Past and closed"
              list={past}
              empty="Nothing here yet."
              more="Show more past sessions"
              Row={SessionRow}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
