// Quiet hours and the digest hour are wall-clock times in the person's zone, stored as minutes after
// local midnight. These find the instants they fall on, daylight saving included.
import { localDate, localMinute, zonedWallTime } from '../../lib/time-zone';

/** The first instant after `now` whose wall clock in `zone` reads `minute` after midnight. */
export function nextWallTime(now: Date, zone: string, minute: number): Date {
  const [y, m, d] = localDate(now, zone).split('-').map(Number) as [number, number, number];
  for (let day = 0; day <= 2; day++) {
    const next = new Date(Date.UTC(y, m - 1, d + day));
    const at = zonedWallTime(
      next.getUTCFullYear(),
      next.getUTCMonth() + 1,
      next.getUTCDate(),
      minute,
      zone,
    );
    if (at > now) return at;
  }
  throw new Error(`no wall time ${minute} after ${now.toISOString()} in ${zone}`);
}

export interface QuietHoursMinutes {
  start: number;
  end: number;
}

/**
 * When the quiet hours `now` falls in end, or null outside them. An `end` before `start` runs past
 * midnight (22:00 → 07:00).
 */
export function quietUntil(now: Date, zone: string, quiet: QuietHoursMinutes | null): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const m = localMinute(now, zone);
  const inside =
    quiet.start < quiet.end ? m >= quiet.start && m < quiet.end : m >= quiet.start || m < quiet.end;
  return inside ? nextWallTime(now, zone, quiet.end) : null;
}

/** "22:00" ↔ 1320. */
export const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
export const toWallClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
