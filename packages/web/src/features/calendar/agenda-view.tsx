import type { CalendarEvent } from '@campus/sdk';
import { Badge, Heading, Text } from '@campus/ui';
import { timeZoneLongName } from '@campus/time';
import { useMemo } from 'react';
import { foregroundByDay, type Day } from './calendar-days';
import { dayHeading, EventItem } from './calendar-event';
import * as css from './calendar.css';

/**
 * The agenda: the window's events as one list, grouped under the days that have any, earliest
 * first, in the viewer's zone (named above the list). A phone's default view. Hours and days off
 * are left out (they are the week's shading), so it reads as what is on; with nothing on it lists
 * nothing, and the page says so.
 */
export function AgendaView({
  days,
  events,
  timeZone,
  today,
}: {
  days: readonly Day[];
  events: readonly CalendarEvent[];
  timeZone: string;
  today: Day;
}) {
  const byDay = useMemo(() => foregroundByDay(events, days, timeZone), [events, days, timeZone]);
  const busy = days.filter((day) => byDay.get(day)?.length);
  if (busy.length === 0) return null;
  return (
    <section aria-labelledby="agenda-zone" className={css.agenda}>
      <Text size="sm" tone="muted" id="agenda-zone">
        Agenda, times in {timeZoneLongName(timeZone)} ({timeZone})
      </Text>
      <ol className={css.agendaDays} aria-label="Agenda">
        {busy.map((day) => (
          <li key={day} aria-labelledby={`agenda-${day}`} className={css.agendaDay}>
            <Heading level={3} size="md" id={`agenda-${day}`}>
              {dayHeading(day)}
              {day === today && (
                <>
                  {' '}
                  <Badge tone="accent">Today</Badge>
                </>
              )}
            </Heading>
            <ul className={css.events}>
              {byDay.get(day)?.map((event) => (
                <li key={event.id}>
                  <EventItem event={event} timeZone={timeZone} span />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
