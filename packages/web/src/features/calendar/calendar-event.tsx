import type { CalendarEvent, CalendarEventKind } from '@campus/sdk';
import { visuallyHidden } from '@campus/ui';
import { formatDate, formatTimeOfDay } from '@campus/time';
import { Link } from 'wouter';
import type { Day } from './calendar-days';
import * as css from './calendar.css';

const cx = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/** What each kind of event is, in words (said before its title to a screen reader). */
export const kindWords: Record<CalendarEventKind, string> = {
  live_class: 'Class',
  one_to_one: 'One-to-one',
  group_session: 'Group session',
  task_due: 'Due',
  availability: 'Your hours',
  day_off: 'Day off',
};

/** A day written as a heading: "Monday, 7 December". */
export const dayHeading = (day: Day) =>
  formatDate(Date.parse(`${day}T12:00:00Z`), { timeZone: 'UTC', style: 'dayHeading' });

/**
 * When an event is, on its chip, in the viewer's zone (named once, above the calendar): a due date
 * is an instant ("11:59 PM"), a day off the whole day, anything else its start, or its span in the
 * week view.
 */
export function eventTime(event: CalendarEvent, timeZone: string, span: boolean): string {
  if (event.allDay) return 'All day';
  const start = formatTimeOfDay(event.startTime, { timeZone });
  if (!span || event.endTime === event.startTime) return start;
  return `${start} – ${formatTimeOfDay(event.endTime, { timeZone })}`;
}

/** One event: a link to what it is (the class, the booking, the task), its time, its status. */
export function EventItem({
  event,
  timeZone,
  span = false,
}: {
  event: CalendarEvent;
  timeZone: string;
  /** The week view shows the whole span; the month view the start. */
  span?: boolean;
}) {
  const status =
    event.status === 'cancelled'
      ? 'Cancelled'
      : event.status === 'tentative'
        ? 'Waiting for an answer'
        : null;
  return (
    <Link
      href={event.path}
      className={cx(
        css.event,
        css.kind[event.kind],
        event.background && css.background,
        event.status === 'cancelled' && css.cancelled,
      )}
    >
      <span className={css.time}>
        <span className={visuallyHidden}>{kindWords[event.kind]}, </span>
        {eventTime(event, timeZone, span)}
      </span>
      <span>
        {event.background ? kindWords[event.kind] : event.title}
        {status && <span className={span ? undefined : visuallyHidden}> · {status}</span>}
      </span>
    </Link>
  );
}
