import { normalizeError, type Booking, type PersonSummary, type User } from '@campus/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  PageHeader,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import {
  canonicalTimeZone,
  formatDate,
  formatTimeRange,
  sameTimeZone,
  timeZoneLongName,
  viewerTimeZone,
} from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmAction } from '../../lib/confirm-action';
import { BookingSummary, canCancel } from './booking-parts';
import {
  bookingQueries,
  useCancelOneToOne,
  useJoinGroupSession,
  useLeaveGroupSession,
} from './bookings.api';
import * as css from './bookings.css';
import { RequestForm } from './request-form';
import { dayParts, pillTime, weekDays, type Slot } from './slots';
import { QueryView } from '../../lib/query-view';

/**
 * A mentor's free times (Cal.com's booking page): the server computes the slots from the
 * mentor's published hours and calendar; the student picks a day of the week, then a time. Times
 * show in the student's zone, and the mentor's zone is named once above them, not on every pill.
 * The days are radios, so the times are the only buttons (the request form opens from one).
 */
function MentorSchedule({
  mentor,
  timeZone,
  action,
}: {
  mentor: PersonSummary;
  timeZone: string;
  action?: ReactNode;
}) {
  const slots = useQuery(bookingQueries.slots(mentor._id));
  const [picked, setPicked] = useState<Slot | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const week = useMemo(
    () => (slots.data ? weekDays(slots.data.slots, slots.data.from, timeZone) : []),
    [slots.data, timeZone],
  );
  const day =
    week.find((d) => d.day === chosenDay && d.slots.length > 0) ??
    week.find((d) => d.slots.length > 0);
  const headingId = `mentor-${mentor._id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Inline justify="space-between" align="center" wrap>
        <Heading level={3} size="md" id={headingId}>
          {mentor.name}
        </Heading>
        {action}
      </Inline>
      {sent && (
        <Alert tone="success" live="status" onDismiss={() => setSent(false)}>
          Request sent to {mentor.name}. You will see the answer under Your sessions.
        </Alert>
      )}
      {picked ? (
        <RequestForm
          mentor={mentor}
          slot={picked}
          timeZone={timeZone}
          onSent={() => {
            setSent(true);
            setPicked(null);
          }}
          onCancel={() => setPicked(null)}
        />
      ) : (
        <QueryView
          query={slots}
          loading={`Loading ${mentor.name}’s free times…`}
          errorTitle={`${mentor.name}’s free times could not be loaded`}
          // A mentor who stopped working (deactivated, not approved) is no longer bookable: the
          // server answers 404 until the batch's mentor list, refreshed by mentor_unavailable,
          // leaves them out.
          notFound={<Text tone="muted">{mentor.name} is not taking sessions at the moment.</Text>}
          isEmpty={(data) => data.slots.length === 0}
          empty={
            <Text tone="muted">
              {slots.data?.published === false
                ? `${mentor.name} has not published their hours yet.`
                : `${mentor.name} has no free time in the next 7 days.`}
            </Text>
          }
        >
          {(data) => (
            <Stack gap="sm">
              <Text size="sm" tone="muted">
                Times in your zone ({timeZoneLongName(timeZone)}).
                {/* The mentor's zone only when it is another (Asia/Calcutta is Asia/Kolkata). */}
                {!sameTimeZone(data.timezone, timeZone) &&
                  ` ${mentor.name} works in ${canonicalTimeZone(data.timezone)} time.`}
              </Text>
              <fieldset className={css.week}>
                <legend className={visuallyHidden}>Day</legend>
                {week.map((d) => {
                  const parts = dayParts(d.day);
                  return (
                    <label key={d.day} className={css.day}>
                      <input
                        className={css.dayInput}
                        type="radio"
                        name={`day-${mentor._id}`}
                        value={d.day}
                        checked={day?.day === d.day}
                        disabled={d.slots.length === 0}
                        onChange={() => setChosenDay(d.day)}
                      />
                      <span aria-hidden>{parts.weekday}</span>
                      <span aria-hidden>{parts.date}</span>
                      <span className={visuallyHidden}>
                        {parts.long},{' '}
                        {d.slots.length === 0
                          ? 'no free time'
                          : `${d.slots.length} free ${d.slots.length === 1 ? 'time' : 'times'}`}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
              {day && (
                <Stack gap="xxs">
                  <Text size="sm" weight="semibold">
                    {dayParts(day.day).long}
                  </Text>
                  <ul className={css.slots}>
                    {day.slots.map((slot) => (
                      <li key={slot.startTime}>
                        <Button size="sm" variant="secondary" onClick={() => setPicked(slot)}>
                          {pillTime(slot.startTime, timeZone)}
                          <span className={visuallyHidden}>
                            {' '}
                            on {formatDate(slot.startTime, { timeZone })} with {mentor.name}
                          </span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Stack>
              )}
            </Stack>
          )}
        </QueryView>
      )}
    </Card>
  );
}

function MyBookingRow({ booking: b }: { booking: Booking }) {
  const cancel = useCancelOneToOne();
  const leave = useLeaveGroupSession();
  return (
    <li className={css.row}>
      <BookingSummary booking={b} withWhom={`with ${b.mentor.name}`} />
      {canCancel(b) &&
        (b.kind === 'one_to_one' ? (
          <ConfirmAction
            label={
              <>
                Cancel<span className={visuallyHidden}> {b.topic}</span>
              </>
            }
            title={`Cancel “${b.topic}”?`}
            description={`${b.mentor.name} will see it cancelled and the time is freed.`}
            confirmLabel="Cancel session"
            cancelLabel="Keep session"
            mutation={cancel}
            run={(done) => cancel.mutate(b._id, { onSuccess: done })}
          />
        ) : (
          <ConfirmAction
            label={
              <>
                Leave<span className={visuallyHidden}> {b.topic}</span>
              </>
            }
            title={`Leave “${b.topic}”?`}
            description="Your seat goes to the next student who joins."
            confirmLabel="Leave session"
            mutation={leave}
            run={(done) => leave.mutate(b._id, { onSuccess: done })}
          />
        ))}
    </li>
  );
}

function GroupSessionRow({
  session: s,
  join,
}: {
  session: Booking;
  join: ReturnType<typeof useJoinGroupSession>;
}) {
  const leave = useLeaveGroupSession();
  const full = (s.seatsLeft ?? 0) === 0 && !s.joined;
  return (
    <li className={css.row}>
      <Stack gap="xxs">
        <Inline gap="sm" align="center" wrap>
          <Text weight="semibold">{s.topic}</Text>
          {s.joined ? (
            <Badge tone="success">You’re in</Badge>
          ) : full ? (
            <Badge tone="danger">Full</Badge>
          ) : (
            <Badge>
              {s.seatsLeft} {s.seatsLeft === 1 ? 'seat' : 'seats'} left
            </Badge>
          )}
        </Inline>
        <Text size="sm" tone="muted">
          {formatTimeRange(s.startTime, s.endTime, { showDay: true })} · {s.mentor.name}
        </Text>
        {s.description && <Text size="sm">{s.description}</Text>}
        {leave.isError && <Alert tone="danger">{normalizeError(leave.error).message}</Alert>}
      </Stack>
      {s.joined ? (
        <Button
          size="sm"
          variant="secondary"
          loading={leave.isPending}
          onClick={() => leave.mutate(s._id)}
        >
          Leave<span className={visuallyHidden}> {s.topic}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={full}
          loading={join.isPending && join.variables._id === s._id}
          onClick={() => join.mutate(s)}
        >
          {full ? 'Full' : 'Join'}
          <span className={visuallyHidden}> {s.topic}</span>
        </Button>
      )}
    </li>
  );
}

/** /mentor-sync (student): book a mentor's time, follow one's requests, join group sessions. */
export function MentorSyncPage({
  user,
  personAction,
}: {
  user: User;
  /** What the route offers beside each mentor (a "Message" link). */
  personAction?: (mentor: PersonSummary) => ReactNode;
}) {
  const timeZone = viewerTimeZone();
  const mentors = useQuery({
    ...bookingQueries.batchMentors(user.batch ?? { monthYear: '', domain: '' }),
    enabled: Boolean(user.batch),
  });
  const mine = useQuery(bookingQueries.student());
  const groups = useQuery(bookingQueries.openGroups());
  const join = useJoinGroupSession();
  return (
    <Stack gap="xl">
      <PageHeader
        title="Mentor sessions"
        size="xxl"
        description={`Times are in your zone: ${timeZoneLongName(timeZone)} (${timeZone}).`}
      />
      <Stack as="section" gap="md" aria-labelledby="ms-mentors">
        <Heading level={2} size="lg" id="ms-mentors">
          Book a one-to-one
        </Heading>
        {!user.batch ? (
          <Text tone="muted">You have no batch yet, so there is no mentor to book.</Text>
        ) : (
          <QueryView
            query={mentors}
            loading="Loading your mentors…"
            errorTitle="Your mentors could not be loaded"
            empty={<Text tone="muted">Your batch has no mentor yet.</Text>}
          >
            {(list) =>
              list.map((m) => (
                <MentorSchedule
                  key={m._id}
                  mentor={m}
                  timeZone={timeZone}
                  action={personAction?.(m)}
                />
              ))
            }
          </QueryView>
        )}
      </Stack>
      <Card as="section" aria-labelledby="ms-mine">
        <Heading level={2} size="lg" id="ms-mine">
          Your sessions
        </Heading>
        <QueryView
          query={mine}
          loading="Loading your sessions…"
          errorTitle="Your sessions could not be loaded"
          empty={<Text tone="muted">No session booked yet.</Text>}
        >
          {(list) => (
            <Stack as="ul" gap="none" padding="none" margin="none">
              {list.map((b) => (
                <MyBookingRow key={b._id} booking={b} />
              ))}
            </Stack>
          )}
        </QueryView>
      </Card>
      <Card as="section" aria-labelledby="ms-groups">
        <Heading level={2} size="lg" id="ms-groups">
          Group sessions
        </Heading>
        {join.isError && (
          // Above the list, not in the row: a full session leaves the list when it refreshes.
          <Alert tone="danger" onDismiss={() => join.reset()}>
            Could not join “{join.variables.topic}”: {normalizeError(join.error).message}
          </Alert>
        )}
        <QueryView
          query={groups}
          loading="Loading group sessions…"
          errorTitle="Group sessions could not be loaded"
          empty={<Text tone="muted">No group session open to you right now.</Text>}
        >
          {(page) => (
            <Stack as="ul" gap="none" padding="none" margin="none">
              {page.items.map((s) => (
                <GroupSessionRow key={s._id} session={s} join={join} />
              ))}
            </Stack>
          )}
        </QueryView>
      </Card>
    </Stack>
  );
}
