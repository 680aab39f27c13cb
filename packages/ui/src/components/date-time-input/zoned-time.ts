/**
 * Wall time in an IANA zone ↔ UTC instant, with nothing but Intl (no date library). A wall time
 * is what a `datetime-local` input holds: `YYYY-MM-DDTHH:mm`, no zone. Scheduled things in the
 * contract carry both the UTC instant and the zone (ARCHITECTURE.md), and this is the one place
 * that turns one into the other.
 */

import { ianaName, viewerTimeZone, zonedParts } from '@campus/time';

export { viewerTimeZone };

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall-clock fields of an instant in a zone, read back as if they were UTC (ms). */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zonedParts(instant, timeZone)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
}

/** Minutes the zone is ahead of UTC at that instant: Asia/Kolkata 330, New York -300 or -240. */
export function zoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const whole = Math.floor(ms / 1000) * 1000; // the formatter drops milliseconds
  return Math.round((wallAsUtc(whole, timeZone) - whole) / MINUTE);
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** `YYYY-MM-DDTHH:mm` of an instant on the zone's wall clock (what a datetime-local shows). */
export function utcToWallTime(iso: string | Date, timeZone: string): string {
  const instant = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${String(iso)}`);
  const wall = new Date(wallAsUtc(instant, timeZone));
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
  );
}

/**
 * The UTC instant (ISO-8601, `…Z`) of a wall time in a zone, or null if the text is not a wall
 * time. Across DST it decides as Temporal's "compatible" does, like most calendars:
 * - a time that happens twice (clocks go back) is the earlier of the two;
 * - a time that never happens (clocks go forward) moves forward by the gap: 02:30 on the morning
 *   New York springs forward is 03:30 EDT.
 */
export function wallTimeToUtc(wall: string, timeZone: string): string | null {
  const match = WALL.exec(wall);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
    return null; // 2026-02-30, 25:00 …
  }
  // Offsets a day either side: at most one transition lies between them.
  const before = zoneOffsetMinutes(asUtc - DAY, timeZone);
  const after = zoneOffsetMinutes(asUtc + DAY, timeZone);
  const candidates = [asUtc - before * MINUTE, asUtc - after * MINUTE]
    .filter((instant) => wallAsUtc(instant, timeZone) === asUtc)
    .sort((a, b) => a - b);
  const instant = candidates[0] ?? asUtc - before * MINUTE;
  return new Date(instant).toISOString();
}

/** "GMT+5:30", "GMT-4", "GMT" — the way Intl's shortOffset writes it. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${pad(rest)}` : ''}`;
}

/** Every IANA zone this browser knows, with UTC, sorted; a short list if Intl cannot list them. */
export function supportedTimeZones(): string[] {
  const list =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Asia/Singapore'];
  // Intl lists some zones by old names (Asia/Calcutta): listed by their canonical name, once.
  return Array.from(new Set([...list.map(ianaName), 'UTC'])).sort();
}
