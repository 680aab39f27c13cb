import type { CalendarEvent } from '@campus/sdk';
import { visuallyHidden } from '@campus/ui';
import { formatDate } from '@campus/time';
import { useMemo } from 'react';
import { foregroundByDay, type Day } from './calendar-days';
import { dayHeading, EventItem } from './calendar-event';
import * as css from './calendar.css';

/** How many events a day's cell lists before "N more" (the rest are a click away, in its week). */
const SHOWN = 3;

const count = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

/**
 * The month: six weeks in a table, Monday first. A cell names its day (a button that opens that
 * week) and lists its first events; on a phone the cell shows how many there are instead. Hours
 * and days off are left out here (they are the week's shading), so a month reads as what is on.
 */
export function MonthGrid({
  days,
  month,
  events,
  timeZone,
  today,
  caption,
  onOpenDay,
}: {
  /** The 42 days shown, Monday first. */
  days: readonly Day[];
  /** `YYYY-MM`: days of other months are shaded. */
  month: string;
  events: readonly CalendarEvent[];
  timeZone: string;
  today: Day;
  caption: string;
  onOpenDay: (day: Day) => void;
}) {
  const byDay = useMemo(() => foregroundByDay(events, days, timeZone), [events, days, timeZone]);
  const weeks = Array.from({ length: Math.ceil(days.length / 7) }, (_, i) =>
    days.slice(i * 7, i * 7 + 7),
  );
  return (
    <table className={css.month}>
      <caption className={visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          {days.slice(0, 7).map((day) => (
            <th key={day} scope="col" className={css.weekday}>
              {formatDate(Date.parse(`${day}T12:00:00Z`), { timeZone: 'UTC', style: 'dayName' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const list = byDay.get(day) ?? [];
              const hidden = list.length - SHOWN;
              return (
                <td
                  key={day}
                  className={day.startsWith(month) ? css.cell : `${css.cell} ${css.otherMonth}`}
                >
                  <button
                    type="button"
                    className={
                      day === today ? `${css.dayButton} ${css.todayNumber}` : css.dayButton
                    }
                    onClick={() => onOpenDay(day)}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    {Number(day.slice(8))}
                    <span className={visuallyHidden}>
                      {' '}
                      {dayHeading(day)}, {list.length ? count(list.length) : 'nothing on'}: open its
                      week
                    </span>
                    {list.length > 0 && (
                      <span className={css.count} aria-hidden>
                        · {list.length}
                      </span>
                    )}
                  </button>
                  {list.length > 0 && (
                    <ul className={css.monthEvents}>
                      {list.slice(0, SHOWN).map((event) => (
                        <li key={event.id}>
                          <EventItem event={event} timeZone={timeZone} />
                        </li>
                      ))}
                      {hidden > 0 && (
                        <li>
                          <button type="button" className={css.more} onClick={() => onOpenDay(day)}>
                            {hidden} more
                            <span className={visuallyHidden}> on {dayHeading(day)}</span>
                          </button>
                        </li>
                      )}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
