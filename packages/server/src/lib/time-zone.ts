// Time zones with Intl only: IANA names as Intl accepts them (the contract's `timezone` fields are
// checked with this), local midnights and days in a zone. Readable times come from the one time
// formatter (@campus/time), so a notification or a mail writes a time as the screens do.
import { formatDateTime } from '@campus/time';
import { fieldError } from '../http/errors';

/** Zones Intl has accepted, kept: building a formatter to ask costs about a millisecond. */
const knownZones = new Set<string>();
const KEPT_ZONES = 1_000;

export function isValidTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownZones.size >= KEPT_ZONES) knownZones.clear();
  knownZones.add(tz);
  return true;
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
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: tz });
    formatters.set(id, f);
  }
  return f;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds the zone is ahead of UTC at `at`, as Intl reads the zone's rules. */
function readOffsetMs(at: number, tz: string): number {
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
 * Each zone's offset per UTC day, kept: the offset at the day's first and last second, when they
 * agree (null when the zone changes its offset that day). No zone changes its offset twice within
 * a day, so equal ends mean one offset all day; on a day of change every instant is read from Intl.
 * Reading Intl costs tens of microseconds, and a month of a mentor's hours reads hundreds of
 * offsets (free slots, the calendar's background hours, the inbox's working-hours clocks).
 */
const dayOffsets = new Map<string, number | null>();
const KEPT_DAY_OFFSETS = 100_000;

/** Milliseconds the zone is ahead of UTC at `at`. */
function offsetMs(at: number, tz: string): number {
  const day = Math.floor(at / DAY_MS);
  const key = `${tz}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = readOffsetMs(day * DAY_MS, tz);
    const last = readOffsetMs((day + 1) * DAY_MS - 1000, tz);
    offset = first === last ? first : null;
    if (dayOffsets.size >= KEPT_DAY_OFFSETS) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? readOffsetMs(at, tz);
}

/**
 * The UTC instant of a wall-clock time (`minute` after local midnight) on a calendar day in `tz`,
 * daylight-saving correct (a mentor's 10:00 in London is 10:00 GMT in winter and BST in summer).
 * Around a change the zone's offsets a day before and a day after are the only candidates:
 * - a wall time that happens twice (clocks going back) is its first occurrence;
 * - one that never happens (the hour clocks skip going forward) is read with the offset before the
 *   change, so it lands as far past the change as it was past the skipped hour's start: New York's
 *   02:30 on the spring-forward day is 03:30 EDT, Berlin's is 03:30 CEST: zones west and east of
 *   UTC alike, and never earlier than asked (an earlier instant would fall inside hours a mentor
 *   has not published).
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
  // The wall time in the zone, written as if it were UTC, is on the local day.
  const t = at.getTime();
  return new Date(t + offsetMs(t, tz)).toISOString().slice(0, 10);
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
