// Time zones with Intl only: IANA names as Intl accepts them (the contract's `timezone` fields are
// checked with this), local midnights and days in a zone. Readable times come from the one time
// formatter (@campus/time), so a notification or a mail writes a time as the screens do.
import { formatDateTime } from '@campus/time';
import { fieldError } from '../http/errors';

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What a request hears when its `timezone` is not a zone Intl knows, from every endpoint alike. */
export const UNKNOWN_TIME_ZONE = 'Unknown time zone: use a time zone name such as Asia/Kolkata.';

/** The zone, or UTC when there is none or Intl does not know it (for writing, not for refusing). */
export const zoneOrUtc = (tz: string | undefined): string =>
  tz !== undefined && isValidTimeZone(tz) ? tz : 'UTC';

/** Refuses a time zone Intl does not know: a 400 on the request's `timezone` field. */
export function assertTimeZone(tz: string): void {
  if (!isValidTimeZone(tz)) throw fieldError('timezone', UNKNOWN_TIME_ZONE);
}

/**
 * One formatter per zone and use, kept: building an Intl.DateTimeFormat costs about a millisecond,
 * and a mentor's week of hours converts dozens of wall times (its free slots).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, tz: string, options: Intl.DateTimeFormatOptions) {
  const id = `${key}|${tz}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(key === 'date' ? 'en-CA' : 'en-US', { ...options, timeZone: tz });
    formatters.set(id, f);
  }
  return f;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds the zone is ahead of UTC at `at`. */
function offsetMs(at: number, tz: string): number {
  const parts = formatter('offset', tz, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time (`minute` after local midnight) on a calendar day in `tz`,
 * daylight-saving correct (a mentor's 10:00 in London is 10:00 GMT in winter and BST in summer).
 * Around a change the zone's offsets a day before and a day after are the only candidates:
 * - a wall time that happens twice (clocks going back) is its first occurrence;
 * - one that never happens (the hour clocks skip going forward) is read with the offset before the
 *   change, so it lands as far past the change as it was past the skipped hour's start: New York's
 *   02:30 on the spring-forward day is 03:30 EDT, Berlin's is 03:30 CEST (both zones alike; it used
 *   to move New York an hour earlier, to 01:30 EST, inside hours a mentor had not published).
 */
export function zonedWallTime(y: number, m: number, d: number, minute: number, tz: string): Date {
  const wall = Date.UTC(y, m - 1, d, 0, minute);
  const before = offsetMs(wall - DAY_MS, tz);
  const after = offsetMs(wall + DAY_MS, tz);
  const real = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((t) => offsetMs(t, tz) === wall - t);
  return new Date(real.length ? Math.min(...real) : wall - before);
}

/** Minutes after local midnight of `at` in `tz` (quiet hours, a digest hour). */
export function localMinute(at: Date, tz: string): number {
  const parts = formatter('minute', tz, {
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** The UTC instant of local midnight of a calendar day in `tz`. */
function zonedMidnight(y: number, m: number, d: number, tz: string): Date {
  return zonedWallTime(y, m, d, 0, tz);
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `tz`. */
export function localDate(at: Date, tz: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return formatter('date', tz, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** [local midnight today, next local midnight) in `tz`, as UTC instants. */
export function localDay(now: Date, tz: string): [Date, Date] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const [y, m, d] = [get('year'), get('month'), get('day')];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return [
    zonedMidnight(y, m, d, tz),
    zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), tz),
  ];
}

/**
 * A time written into a sentence: the instant, the zone it is written in and the words. A
 * notification stores `at` and `zone` beside its message, so the app can show the same instant in
 * the viewer's zone (the contract's NotificationData).
 */
export interface WrittenTime {
  at: Date;
  zone: string;
  text: string;
}

/** "Tue, 3 Nov 2026, 3:30 PM IST" in the given zone (the kit's `list` style), UTC if unknown. */
export function writtenTime(at: Date, tz: string): WrittenTime {
  const zone = zoneOrUtc(tz);
  return { at, zone, text: formatDateTime(at, { timeZone: zone }) };
}

/** The words of `writtenTime`, for sentences that are not stored notifications (a 409's message). */
export function formatWhen(at: Date, tz: string): string {
  return writtenTime(at, tz).text;
}
