import type { CalendarEvent } from '@campus/sdk';
import { utcToWallTime, wallTimeToUtc } from '@campus/ui';

/**
 * The calendar's days, all in the viewer's zone: a day is `YYYY-MM-DD` on the viewer's wall
 * clock, a week starts on Monday (as calendars in India do), a month view shows the six weeks that
 * hold the month. Day arithmetic is done on the date alone (as UTC midnights), so a day is a day
 * whatever daylight saving does to its length; instants come from the zone only at the window's
 * edges (`windowOf`).
 */
export type Day = string;
/** The agenda lists the week's events day by day; the week and month lay them out on a grid. */
export type CalendarView = 'agenda' | 'week' | 'month';

const DAY_MS = 24 * 60 * 60_000;

const dayMs = (day: Day) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => fromMs(dayMs(day) + days * DAY_MS);

/** The day an instant falls on in the zone. */
export const dayOf = (instant: string | number | Date, timeZone: string): Day =>
  utcToWallTime(new Date(instant), timeZone).slice(0, 10);

/** The Monday of the week `day` is in. */
export function weekStart(day: Day): Day {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The days a view shows around `anchor`: its week (7; the agenda's too), or the six weeks holding
 * its month (42).
 */
export function daysOf(view: CalendarView, anchor: Day): Day[] {
  const first = view === 'month' ? weekStart(`${anchor.slice(0, 7)}-01`) : weekStart(anchor);
  return Array.from({ length: view === 'month' ? 42 : 7 }, (_, i) => addDays(first, i));
}

/** The anchor of the view before (-1) or after (+1): a week, or the same day of the next month. */
export function step(view: CalendarView, anchor: Day, by: -1 | 1): Day {
  if (view !== 'month') return addDays(anchor, 7 * by);
  const at = new Date(dayMs(`${anchor.slice(0, 7)}-01`));
  at.setUTCMonth(at.getUTCMonth() + by);
  return fromMs(at.getTime());
}

/** `[from, to)` of the days as instants: the first day's midnight to the midnight after the last. */
export function windowOf(days: readonly Day[], timeZone: string): { from: string; to: string } {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new RangeError('A calendar window needs at least one day.');
  const midnight = (day: Day) => wallTimeToUtc(`${day}T00:00`, timeZone) ?? `${day}T00:00:00.000Z`;
  return { from: midnight(first), to: midnight(addDays(last, 1)) };
}

/**
 * The events of each day, earliest first (the server's order is kept): an event is on every day
 * it overlaps — a class past midnight on both — and an instant (a due date) on the day it falls on.
 * A day off is on the day it names. Days outside `days` are left out. The zone is asked only for
 * the days' midnights; each event finds its days among them by binary search.
 */
export function eventsByDay(
  events: readonly CalendarEvent[],
  days: readonly Day[],
  timeZone: string,
): Map<Day, CalendarEvent[]> {
  const byDay = new Map<Day, CalendarEvent[]>(days.map((day) => [day, []]));
  const lists = days.map((day) => byDay.get(day) ?? []);
  // midnights[i] starts days[i]; midnights[days.length] ends the last day.
  const midnights = [...days, addDays(days[days.length - 1] ?? '', 1)].map((day) =>
    Date.parse(wallTimeToUtc(`${day}T00:00`, timeZone) ?? `${day}T00:00:00.000Z`),
  );
  /** The index of the day holding the instant: -1 before the first day, days.length after the last. */
  const dayIndex = (instant: number) => {
    let lo = 0;
    let hi = midnights.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((midnights[mid] ?? Infinity) <= instant) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };
  for (const event of events) {
    if (event.allDay && event.date) {
      byDay.get(event.date)?.push(event);
      continue;
    }
    const start = Date.parse(event.startTime);
    const end = Math.max(start, Date.parse(event.endTime) - 1); // the end is exclusive
    const first = Math.max(0, dayIndex(start));
    const last = Math.min(days.length - 1, dayIndex(end));
    for (let i = first; i <= last; i += 1) lists[i]?.push(event);
  }
  return byDay;
}

/** The events that stand on a day (not the shaded background of hours and days off), by day. */
export function foregroundByDay(
  events: readonly CalendarEvent[],
  days: readonly Day[],
  timeZone: string,
) {
  return eventsByDay(
    events.filter((e) => !e.background),
    days,
    timeZone,
  );
}
