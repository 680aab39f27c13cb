import type { CalendarEvent } from '@campus/sdk';
import { Badge, Heading, Text } from '@campus/ui';
import type { ReactNode } from 'react';
import { eventsByDay, type Day } from './calendar-days';
import { dayHeading, EventItem } from './calendar-event';
import * as css from './calendar.css';

/**
 * The week, day by day: each day a section with its heading and its events earliest first (a
 * mentor's hours and days off among them, muted); seven columns from a tablet up, one day under
 * another on a phone. `extra` adds what a day offers besides (a mentor's free times to book).
 */
export function WeekView({
  days,
  events,
  timeZone,
  today,
  extra,
}: {
  days: readonly Day[];
  events: readonly CalendarEvent[];
  timeZone: string;
  today: Day;
  extra?: (day: Day) => ReactNode;
}) {
  const byDay = eventsByDay(events, days, timeZone);
  return (
    <ol className={css.week} aria-label="Days of the week">
      {days.map((day) => {
        const list = byDay.get(day) ?? [];
        const off = list.some((e) => e.kind === 'day_off');
        const headingId = `day-${day}`;
        return (
          <li
            key={day}
            aria-labelledby={headingId}
            className={[css.day, off && css.quietDay, day === today && css.today]
              .filter(Boolean)
              .join(' ')}
          >
            <Heading level={3} size="md" id={headingId}>
              {dayHeading(day)}
              {day === today && (
                <>
                  {' '}
                  <Badge tone="accent">Today</Badge>
                </>
              )}
            </Heading>
            {list.length === 0 ? (
              <Text size="sm" tone="muted">
                Nothing on.
              </Text>
            ) : (
              <ul className={css.events}>
                {list.map((event) => (
                  <li key={event.id}>
                    <EventItem event={event} timeZone={timeZone} span />
                  </li>
                ))}
              </ul>
            )}
            {extra?.(day)}
          </li>
        );
      })}
    </ol>
  );
}
