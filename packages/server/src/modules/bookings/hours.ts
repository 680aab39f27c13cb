// Mentor availability as time: a mentor's weekly wall-clock hours turned into UTC
// intervals, daylight-saving correct, and the free slots left once the calendar is taken out. Pure
// functions of their inputs (no clock, no database), so the tests can pin every case.
import type { WeeklyRange } from '../../db/schema/index';
import { localDate, zonedWallTime } from '../../lib/time-zone';

/** A half-open [start, end) interval in epoch milliseconds. */
export type Interval = readonly [number, number];

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
/** Slots start every half hour from the start of a range (Cal.com's default interval). */
export const SLOT_STEP_MINUTES = 30;

export interface Hours {
  timezone: string;
  weeklyHours: readonly WeeklyRange[];
  daysOff: readonly string[];
}

/** "10:30" → 630; "24:00" → 1440. The contract's pattern has already checked the shape. */
export const toMinute = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** 630 → "10:30". */
export const toWallTime = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Sorted and merged: touching intervals become one (a range ending at 24:00 meets the next day's 00:00). */
export function merge(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * The mentor's published hours as UTC intervals (unclipped) that overlap [from, to), merged. Every
 * local day of their zone near the window is walked. Each range is converted on its own day, so a London 10:00 is 10:00 UTC in
 * winter and 09:00 UTC in summer; days off drop the whole local day.
 */
export function openIntervals(hours: Hours, from: number, to: number): Interval[] {
  const tz = hours.timezone;
  const off = new Set(hours.daysOff);
  const out: Interval[] = [];
  const last = localDate(new Date(to + DAY), tz);
  let day = localDate(new Date(from - DAY), tz);
  while (day <= last) {
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    if (!off.has(day)) {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
      for (const r of hours.weeklyHours) {
        if (r.weekday !== weekday) continue;
        const s = zonedWallTime(y, m, d, r.startMinute, tz).getTime();
        const e = zonedWallTime(y, m, d, r.endMinute, tz).getTime();
        if (e > s && e > from && s < to) out.push([s, e]);
      }
    }
    day = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  }
  return merge(out);
}

const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];

/** Whether [start, end) lies wholly inside one open interval. */
export function withinHours(open: readonly Interval[], start: number, end: number): boolean {
  return open.some(([s, e]) => s <= start && end <= e);
}

/**
 * Free slots of `durationMinutes`, starting every SLOT_STEP_MINUTES from the start of each open
 * interval, that fit in it, overlap nothing `taken`, start after `now` and start in [from, to).
 */
export function freeSlots(opts: {
  open: readonly Interval[];
  taken: readonly Interval[];
  durationMinutes: number;
  from: number;
  to: number;
  now: number;
}): Interval[] {
  const length = opts.durationMinutes * MIN;
  const slots: Interval[] = [];
  for (const [s, e] of opts.open) {
    for (let t = s; t + length <= e; t += SLOT_STEP_MINUTES * MIN) {
      if (t < opts.from || t >= opts.to || t <= opts.now) continue;
      const slot: Interval = [t, t + length];
      if (!opts.taken.some((x) => overlaps(slot, x))) slots.push(slot);
    }
  }
  return slots;
}
