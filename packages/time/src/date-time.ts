/**
 * Every date and time the product prints goes through here — the kit's components, the web app's
 * screens and the server's notifications and mails alike — and nowhere else (but zones.ts beside
 * it) builds an `Intl.DateTimeFormat` or calls `toLocale*String`: eslint.config.js forbids it, the
 * fence tests of the web app and the server (src/testing/fences.test.ts) prove the rule bites.
 *
 * One style, written the same way in every context:
 * - a day is "Tue, 24 Nov 2026" (day before month, as people in India read it);
 * - a time of day is "1:00 PM", en-US and 12-hour like the navigation clock (spec §9);
 * - a zone is named wherever a time of day is shown, always by the same label for the same zone
 *   and instant (`formatZone`): "IST", "EST", "GMT", or "GMT+8" when no abbreviation is common —
 *   never "GMT-5" on one screen and "EST" on the next;
 * - zones are compared by their canonical IANA name (`sameTimeZone`): a browser in Kolkata that
 *   reports `Asia/Calcutta` is in the same zone as a class scheduled in `Asia/Kolkata`.
 *
 * Times are in the viewer's zone (the browser's) unless a caller names the zone a thing was
 * scheduled in; `otherZoneTime` adds the organiser's only when it really reads differently.
 * Money is formatted apart (Currency, en-IN); counts with Intl.NumberFormat.
 *
 * The formatters' cache, the zone's label and the clock's time are in zones.ts (the clock's share,
 * on every first load).
 */

import { formatter, toDate, zoneLabel, zoneName, type DateInput } from './zones';

export { formatClockTime } from './zones';

/**
 * ICU (V8's Intl, so Node and Chromium alike) still calls some zones by CLDR's old canonical names:
 * a browser in Kolkata reports `Asia/Calcutta`, one in Kyiv `Europe/Kiev`. Both are valid aliases;
 * people expect today's IANA name (the server's lib/time-zone.ts keeps the same map).
 */
const IANA_NAMES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Today's IANA name of a zone id as Intl lists it (`Asia/Calcutta` → `Asia/Kolkata`); no Intl call. */
export function ianaName(resolvedId: string): string {
  return IANA_NAMES[resolvedId] ?? resolvedId;
}

/** The zone's canonical IANA name: `Asia/Calcutta` and `Asia/Kolkata` both give `Asia/Kolkata`. */
export function canonicalTimeZone(timeZone: string): string {
  let resolved = timeZone;
  try {
    resolved = formatter('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // Not a zone Intl knows: keep the name as given, so it is still shown rather than lost.
  }
  return ianaName(resolved);
}

/** Whether two zone names are one zone (an alias and its canonical name are). */
export function sameTimeZone(a: string, b: string): boolean {
  return canonicalTimeZone(a) === canonicalTimeZone(b);
}

/** The viewer's IANA zone, canonical ("Asia/Kolkata", even where the browser says Calcutta). */
export function viewerTimeZone(): string {
  // Not cached: a test (or a traveller's laptop) may change the zone while the page lives.
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/**
 * The zone's label at that instant — one rule, so the same zone always reads the same: its common
 * abbreviation if CLDR has one in English (en-US knows "EST"/"PDT", en-IN "IST", en-GB "BST"/"CET"),
 * otherwise its offset, "GMT+8" (zones.ts zoneLabel, which the clock uses directly).
 */
export function formatZone(value: DateInput, timeZone: string = viewerTimeZone()): string {
  return zoneLabel(value, timeZone);
}

/** The wall-clock fields of an instant in a zone (zoned-time.ts turns them into wall times). */
export function zonedParts(instant: number, timeZone: string): Intl.DateTimeFormatPart[] {
  // hourCycle h23: some engines print midnight as "24" with hour12: false.
  return formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
}

/** The zone's long name at that instant: "India Standard Time", "Eastern Daylight Time". */
export function timeZoneLongName(timeZone: string, at: DateInput = Date.now()): string {
  return zoneName('en-US', toDate(at), timeZone, 'long') ?? timeZone;
}

export interface DateTimeOptions {
  /** IANA zone to show the time in; the viewer's by default. */
  timeZone?: string;
}

/** A time of day without its zone, where the zone is named once nearby (a slot's pill): "3:30 PM". */
export function formatTimeOfDay(value: DateInput, { timeZone }: DateTimeOptions = {}): string {
  return formatter('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? viewerTimeZone(),
  }).format(toDate(value));
}

/** A time of day with its zone: "6:05 PM IST". */
export function formatTime(value: DateInput, options: DateTimeOptions = {}): string {
  const zone = options.timeZone ?? viewerTimeZone();
  return `${formatTimeOfDay(value, { timeZone: zone })} ${formatZone(value, zone)}`;
}

/**
 * How a calendar day is written:
 * - `short` "24 Nov 2026" — admin tables (a join or registration date: the hour is noise);
 * - `weekday` "Tue, 24 Nov 2026" — the day of every date-and-time;
 * - `long` "24 November 2026" — a date standing alone on a detail page (member since);
 * - `dayHeading` "Tuesday, 24 November" — a heading over one day's times (a week of slots);
 * - `dayName` "Tue" — a day button in a week view.
 */
export type DateStyle = 'short' | 'weekday' | 'long' | 'dayHeading' | 'dayName';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dayHeading: { weekday: 'long', day: 'numeric', month: 'long' },
  dayName: { weekday: 'short' },
};

/** A calendar day in the zone (no time, so no zone label); see `DateStyle`. */
export function formatDate(
  value: DateInput,
  { timeZone, style = 'short' }: DateTimeOptions & { style?: DateStyle } = {},
): string {
  const parts = formatter('en-GB', {
    ...DATE_STYLES[style],
    timeZone: timeZone ?? viewerTimeZone(),
  }).formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  // Assembled from parts: en-GB writes "Tue 24 Nov" without the comma it puts in "Tue, 24 Nov 2026".
  const day = [get('day'), get('month'), get('year')].filter(Boolean).join(' ');
  const weekday = get('weekday');
  if (!weekday) return day;
  return day ? `${weekday}, ${day}` : weekday;
}

/** A calendar month (`YYYY-MM`, no zone): "Nov 2026", or "November 2026" with `long`. */
export function formatMonth(monthYear: string, { long = false }: { long?: boolean } = {}): string {
  const [y, m] = monthYear.split('-').map(Number);
  if (!y || !m) return monthYear;
  return formatter('en-GB', {
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** A day and a time with its zone: "Tue, 24 Nov 2026, 1:00 PM IST". */
export function formatDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return `${formatDate(value, { ...options, style: 'weekday' })}, ${formatTime(value, options)}`;
}

/**
 * The contexts a time is shown in, and how each writes it. Every screen picks its
 * context rather than a format, so two lists never disagree.
 * - `list`: a row of a list or card — "Tue, 24 Nov 2026, 1:00 PM IST";
 * - `detail`: one thing on its own page or a form's preview — the same, with the zone's IANA name,
 *   "Tue, 24 Nov 2026, 1:00 PM IST (Asia/Kolkata)", because the reader may be choosing the zone;
 * - `timeline`: an entry of a history (a task's attempts and feedback) — as `list`;
 * - `notification`: the bell, chat and feeds — relative, spec §4's "5m ago" (the exact `list`
 *   form goes in the element's title, see RelativeTime);
 * - `adminTable`: a column of dates in an admin or mentor table — the day only, "24 Nov 2026".
 */
export type TimeContext = 'list' | 'detail' | 'timeline' | 'notification' | 'adminTable';

export function formatInstant(
  value: DateInput,
  context: TimeContext,
  options: DateTimeOptions & { now?: DateInput } = {},
): string {
  switch (context) {
    case 'list':
    case 'timeline':
      return formatDateTime(value, options);
    case 'detail': {
      const zone = canonicalTimeZone(options.timeZone ?? viewerTimeZone());
      return `${formatDateTime(value, { timeZone: zone })} (${zone})`;
    }
    case 'notification':
      return formatRelativeTime(value, options.now);
    case 'adminTable':
      return formatDate(value, { ...options, style: 'short' });
  }
}

/**
 * The organiser's reading of a time, for showing beside the viewer's — or null when it reads the
 * same (one zone under two names, or two zones that agree at that instant), so nobody sees the
 * same time twice: "Tue, 24 Nov 2026, 8:30 AM GMT (Europe/London)".
 */
export function otherZoneTime(
  value: DateInput,
  organiserZone: string,
  viewerZone: string = viewerTimeZone(),
): string | null {
  if (sameTimeZone(organiserZone, viewerZone)) return null;
  const theirs = formatDateTime(value, { timeZone: organiserZone });
  if (theirs === formatDateTime(value, { timeZone: viewerZone })) return null;
  return `${theirs} (${canonicalTimeZone(organiserZone)})`;
}

/**
 * A span of time, the zone named once: "6:00 – 7:00 PM IST", or with its day
 * ("Sun, 22 Nov 2026, 6:00 – 7:00 PM IST") when the list spans several days. A span across
 * midnight names both days.
 */
export function formatTimeRange(
  start: DateInput,
  end: DateInput,
  { timeZone, showDay = false }: DateTimeOptions & { showDay?: boolean } = {},
): string {
  const zone = timeZone ?? viewerTimeZone();
  const [from, to] = [toDate(start), toDate(end)];
  const day = formatDate(from, { timeZone: zone, style: 'weekday' });
  if (day !== formatDate(to, { timeZone: zone, style: 'weekday' })) {
    return `${formatDateTime(from, { timeZone: zone })} – ${formatDateTime(to, { timeZone: zone })}`;
  }
  const span = formatter('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone })
    .formatRange(from, to)
    // ICU puts thin spaces around the dash; plain ones read the same and match in tests.
    .replace(/\s/g, ' ');
  return `${showDay ? `${day}, ` : ''}${span} ${formatZone(from, zone)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §4: "Just now", "Nm ago", "Nh ago", "Nd ago" — the one relative-time format (the bell,
 * chat, feeds). Each unit is floored, so 59 s is "Just now" and 90 min is "1h ago"; a time in the
 * future (a skewed clock) also reads "Just now".
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const elapsed = toDate(now).getTime() - toDate(value).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/**
 * A span of time in words, rounded up to the minute and never under one: "12 min", "3 h",
 * "3 h 5 min", "2 d 4 h" (from a day on, the minutes are noise). For a wait or a clock in a sentence
 * ("Starts in 12 min", "due in 3 h", "late by 40 min"), where the exact instant is shown beside it.
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.ceil((Number.isFinite(ms) ? ms : 0) / MINUTE));
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
  if (d > 0) return h ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}
