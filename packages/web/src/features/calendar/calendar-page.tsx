import type { MentorSlots, PersonSummary, User } from '@campus/sdk';
import {
  Alert,
  Button,
  Dialog,
  Heading,
  Inline,
  PageHeader,
  Select,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import {
  formatDate,
  formatMonth,
  formatTimeOfDay,
  timeZoneLongName,
  viewerTimeZone,
} from '@campus/time';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import type { bookingKeys } from '../../data/bookings/keys';
import { QueryView } from '../../lib/query-view';
import { useMediaQuery } from '../../lib/use-media-query';
import { AdminPick } from './admin-pick';
import { AgendaView } from './agenda-view';
import { calendarQueries } from './calendar.api';
import { dayOf, daysOf, step, windowOf, type CalendarView, type Day } from './calendar-days';
import { dayHeading } from './calendar-event';
import * as css from './calendar.css';
import { calendarPlace, calendarSearch, pickParams, type CalendarPlace } from './calendar-url';
import { MonthGrid } from './month-grid';
import { WeekView } from './week-view';

interface Slot {
  startTime: string;
  endTime: string;
}

/**
 * Free times a student may book from the week view, brought by the route (bookings' own queries
 * and request form: features do not import each other).
 */
export interface FreeTimes {
  /** Whose free times may be booked (a student's batch mentors). */
  mentors: readonly PersonSummary[];
  /** A mentor's free slots over a window: bookings' query. */
  slots: (
    mentorId: string,
    window: { from: string; to: string },
  ) => UseQueryOptions<MentorSlots, Error, MentorSlots, ReturnType<typeof bookingKeys.slots>>;
  /** The request for one slot; `onSent` once it is sent, `onCancel` to pick another time. */
  request: (props: {
    mentor: PersonSummary;
    slot: Slot;
    timeZone: string;
    onSent: () => void;
    onCancel: () => void;
  }) => ReactNode;
}

const shortDay = (day: Day) =>
  formatDate(Date.parse(`${day}T12:00:00Z`), { timeZone: 'UTC', style: 'short' });

/** The week view with a mentor's free times in each day, each a button that opens the request. */
function WeekWithFreeTimes({
  freeTimes,
  window,
  timeZone,
  children,
}: {
  freeTimes: FreeTimes;
  window: { from: string; to: string };
  timeZone: string;
  children: (extra: (day: Day) => ReactNode) => ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mentorId = chosen ?? freeTimes.mentors[0]?._id ?? '';
  const mentor = freeTimes.mentors.find((m) => m._id === mentorId);
  const slots = useQuery({ ...freeTimes.slots(mentorId, window), enabled: Boolean(mentor) });
  const byDay = useMemo(() => {
    const map = new Map<Day, Slot[]>();
    for (const slot of slots.data?.slots ?? []) {
      const day = dayOf(slot.startTime, timeZone);
      map.set(day, [...(map.get(day) ?? []), slot]);
    }
    return map;
  }, [slots.data, timeZone]);
  const extra = (day: Day) => {
    const list = byDay.get(day);
    if (!mentor || !list?.length) return null;
    return (
      <Stack gap="xxs">
        <Text size="sm" weight="semibold" id={`free-${day}`}>
          Free with {mentor.name}
        </Text>
        <ul className={css.slots} aria-labelledby={`free-${day}`}>
          {list.map((slot) => (
            <li key={slot.startTime}>
              <Button size="sm" variant="secondary" onClick={() => setPicked(slot)}>
                {formatTimeOfDay(slot.startTime, { timeZone })}
                <span className={visuallyHidden}>
                  {' '}
                  on {dayHeading(day)}: book with {mentor.name}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </Stack>
    );
  };
  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end" wrap>
        <Select
          label="Free times of"
          value={mentorId}
          onChange={(e) => setChosen(e.target.value)}
          options={[
            { value: '', label: 'No one' },
            ...freeTimes.mentors.map((m) => ({ value: m._id, label: m.name })),
          ]}
        />
        {mentor && slots.status === 'success' && slots.data.slots.length === 0 && (
          <Text size="sm" tone="muted">
            {slots.data.published
              ? `${mentor.name} has no free time this week.`
              : `${mentor.name} has not published their hours yet.`}
          </Text>
        )}
        {mentor && slots.status === 'error' && (
          <Text size="sm" tone="muted">
            {mentor.name}’s free times could not be loaded.
          </Text>
        )}
      </Inline>
      {sentTo && (
        <Alert tone="success" live="status" onDismiss={() => setSentTo(null)}>
          Request sent to {sentTo}. It shows on your calendar, waiting for an answer.
        </Alert>
      )}
      {children(extra)}
      <Dialog.Root
        open={Boolean(picked && mentor)}
        onOpenChange={(open) => !open && setPicked(null)}
      >
        {picked && mentor && (
          <Dialog.Content title={`Request a session with ${mentor.name}`}>
            {freeTimes.request({
              mentor,
              slot: picked,
              timeZone,
              onSent: () => {
                setSentTo(mentor.name);
                setPicked(null);
              },
              onCancel: () => setPicked(null),
            })}
          </Dialog.Content>
        )}
      </Dialog.Root>
    </Stack>
  );
}

/** Up to this width the agenda is the default view: a phone lists its week rather than a grid. */
export const NARROW = '(max-width: 640px)';

const VIEW_NAMES: Record<CalendarView, string> = { agenda: 'Agenda', week: 'Week', month: 'Month' };

/**
 * The viewer's calendar (what it holds the server decides by who asks): an agenda, a week or a
 * month of classes, sessions and due dates in the viewer's zone, named once above them. The view,
 * the date and an admin's pick of a batch or a mentor live in the URL (`calendar-url.ts`), so a
 * reload or a shared link shows the same; without a view in it a phone gets the agenda and a wider
 * screen the week. Each event opens what it is. A student books a free time of their mentor from
 * the week view (`freeTimes`).
 */
export function CalendarPage({
  user,
  freeTimes,
  feed,
  now = Date.now,
}: {
  user: User;
  freeTimes?: FreeTimes;
  /** The feed panel, beside the calendar. */
  feed?: ReactNode;
  now?: () => number;
}) {
  const timeZone = viewerTimeZone();
  const today = dayOf(now(), timeZone);
  const [search, setSearch] = useSearchParams();
  const place = calendarPlace(search);
  const narrow = useMediaQuery(NARROW);
  const admin = user.role.toLowerCase() === 'admin';
  const view = place.view ?? (narrow ? 'agenda' : 'week');
  const anchor = place.date ?? today;
  const go = (next: Partial<CalendarPlace>) =>
    setSearch(calendarSearch({ ...place, ...next }), { replace: true });
  const setView = (v: CalendarView) => go({ view: v });
  const setAnchor = (day: Day) => go({ date: day === today ? undefined : day });
  const days = useMemo(() => daysOf(view, anchor), [view, anchor]);
  const window = useMemo(() => windowOf(days, timeZone), [days, timeZone]);
  const events = useQuery(
    calendarQueries.window(window.from, window.to, admin ? pickParams(place) : {}),
  );
  const unit = view === 'month' ? 'month' : 'week';
  const period =
    view === 'month'
      ? formatMonth(anchor.slice(0, 7), { long: true })
      : `${shortDay(days[0] ?? anchor)} – ${shortDay(days[6] ?? anchor)}`;
  const openDay = (day: Day) => go({ view: 'week', date: day === today ? undefined : day });
  const show = (extra?: (day: Day) => ReactNode) => (
    <QueryView
      query={events}
      loading={`Loading your ${unit}…`}
      errorTitle="Your calendar could not be loaded"
    >
      {(data) => {
        const shown = data.events.filter((e) => !e.background).length;
        return (
          <Stack gap="sm" aria-busy={events.isPlaceholderData}>
            {shown === 0 && <Text tone="muted">Nothing on your calendar this {unit}.</Text>}
            {view === 'agenda' ? (
              <AgendaView days={days} events={data.events} timeZone={timeZone} today={today} />
            ) : view === 'week' ? (
              <WeekView
                days={days}
                events={data.events}
                timeZone={timeZone}
                today={today}
                extra={extra}
              />
            ) : (
              <MonthGrid
                days={days}
                month={anchor.slice(0, 7)}
                events={data.events}
                timeZone={timeZone}
                today={today}
                caption={period}
                onOpenDay={openDay}
              />
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title="Calendar"
        description={`Times are in your zone: ${timeZoneLongName(timeZone)} (${timeZone}).`}
      />
      <Inline gap="md" justify="space-between" align="center" wrap>
        <Inline gap="xs" wrap>
          <Button size="sm" variant="secondary" onClick={() => setAnchor(step(view, anchor, -1))}>
            Previous<span className={visuallyHidden}> {unit}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setAnchor(step(view, anchor, 1))}>
            Next<span className={visuallyHidden}> {unit}</span>
          </Button>
        </Inline>
        <Heading level={2} size="lg" aria-live="polite">
          {period}
        </Heading>
        <Inline gap="xs" role="group" aria-label="View">
          {(['agenda', 'week', 'month'] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {VIEW_NAMES[v]}
            </Button>
          ))}
        </Inline>
      </Inline>
      {admin && (
        <AdminPick
          place={place}
          onPick={(pick) => go({ mentor: pick.mentor, batch: pick.batch })}
        />
      )}
      {freeTimes && view === 'week' && user.role.toLowerCase() === 'student' ? (
        <WeekWithFreeTimes freeTimes={freeTimes} window={window} timeZone={timeZone}>
          {show}
        </WeekWithFreeTimes>
      ) : (
        show()
      )}
      {feed}
    </Stack>
  );
}
