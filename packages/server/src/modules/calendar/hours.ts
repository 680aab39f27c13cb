// A mentor's published hours on their calendar, as background: their weekly hours over the window
// and each day off in it (bookings' openIntervals: the zone's daylight-saving changes and the days
// off applied). The row is read apart from the ranges drawn from it, so a caller may keep the row
// with the instance's hot reads (events.ts).
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mentorAvailability } from '../../db/schema/index';
import { localDate, zonedWallTime } from '../../lib/time-zone';
import { openIntervals } from '../bookings/public';
import type { Entry, SourceContext } from './sources';

const DAY = 24 * 60 * 60_000;

export type HoursRow = typeof mentorAvailability.$inferSelect;

/** A mentor's published hours as stored, or null before they publish any. */
export async function hoursRow(q: Queryable, mentorId: string): Promise<HoursRow | null> {
  const [r] = await q
    .select()
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId))
    .limit(1);
  return r ?? null;
}

/**
 * A mentor's published hours (`r`, from hoursRow) over the window as background ranges (bookings'
 * openIntervals: the zone's daylight-saving changes and the days off applied) and each day off in
 * the window as an all-day background item. Nothing until they publish hours.
 */
export function mentorHours(s: SourceContext, mentorId: string, r: HoursRow | null): Entry[] {
  if (!r || r.weeklyHours.length === 0) return [];
  const { from, to } = s.window;
  const out: Entry[] = [];
  for (const [start, end] of openIntervals(r, from.getTime(), to.getTime())) {
    out.push({
      event: {
        id: `availability-${mentorId}-${start}`,
        kind: 'availability',
        title: 'Available',
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        allDay: false,
        timezone: r.timezone,
        status: 'confirmed',
        background: true,
        path: s.paths.hours(),
      },
      changedAt: r.updatedAt,
    });
  }
  const [first, last] = [
    localDate(new Date(from.getTime() - DAY), r.timezone),
    localDate(to, r.timezone),
  ];
  for (const day of r.daysOff) {
    if (day < first || day > last) continue;
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    const start = zonedWallTime(y, m, d, 0, r.timezone);
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    const end = zonedWallTime(
      next.getUTCFullYear(),
      next.getUTCMonth() + 1,
      next.getUTCDate(),
      0,
      r.timezone,
    );
    if (end <= from || start >= to) continue;
    out.push({
      event: {
        id: `day_off-${mentorId}-${day}`,
        kind: 'day_off',
        title: 'Day off',
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        allDay: true,
        date: day,
        timezone: r.timezone,
        status: 'confirmed',
        background: true,
        path: s.paths.hours(),
      },
      changedAt: r.updatedAt,
    });
  }
  return out;
}
