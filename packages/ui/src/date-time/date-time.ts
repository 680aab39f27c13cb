/**
 * Every date and time the product prints goes through here, so a screen never mixes zones: the
 * viewer's zone by default (the browser's), or the zone a thing was scheduled in, and the zone is
 * named wherever a time of day is shown ("6:05 PM IST"). The locale is en-US throughout, as the
 * spec's clock is (§9); money is the only en-IN format (Currency).
 */

type DateInput = Date | string | number;

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/** The viewer's IANA zone ("Asia/Kolkata"); UTC if the browser will not say. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The zone's short name at that instant: "IST", "GMT+5:30", "PST"/"PDT". */
export function formatZone(value: DateInput, timeZone: string = viewerTimeZone()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(toDate(value))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export interface DateTimeOptions {
  /** IANA zone to show the time in; the viewer's by default. */
  timeZone?: string;
}

/** Product spec §9: the navigation clock reads en-US, 12-hour, with seconds ("6:05:09 PM"). */
export function formatClockTime(value: DateInput, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(toDate(value));
}

/** A time of day with its zone: "6:05 PM IST". */
export function formatTime(value: DateInput, { timeZone }: DateTimeOptions = {}): string {
  const zone = timeZone ?? viewerTimeZone();
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(toDate(value));
  return `${time} ${formatZone(value, zone)}`;
}

/** A calendar day in the zone (no time, so no zone name): "Nov 22, 2026" or "Sunday, November 22". */
export function formatDate(
  value: DateInput,
  { timeZone, style = 'medium' }: DateTimeOptions & { style?: 'medium' | 'long' | 'weekday' } = {},
): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'weekday' ? { weekday: 'long', month: 'long', day: 'numeric' } : { dateStyle: style };
  return new Intl.DateTimeFormat('en-US', {
    ...options,
    timeZone: timeZone ?? viewerTimeZone(),
  }).format(toDate(value));
}

/** A day and a time with its zone: "Nov 22, 2026, 6:05 PM IST". */
export function formatDateTime(value: DateInput, options: DateTimeOptions = {}): string {
  return `${formatDate(value, options)}, ${formatTime(value, options)}`;
}

/**
 * A span of time, the zone named once: "6:00 – 7:00 PM GMT+5:30", or with its day
 * ("Sun, Nov 22, 6:00 – 7:00 PM GMT+5:30") when the list spans several days.
 */
export function formatTimeRange(
  start: DateInput,
  end: DateInput,
  { timeZone, showDay = false }: DateTimeOptions & { showDay?: boolean } = {},
): string {
  const zone = timeZone ?? viewerTimeZone();
  const format = new Intl.DateTimeFormat('en-US', {
    ...(showDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });
  return `${format.formatRange(toDate(start), toDate(end))} ${formatZone(start, zone)}`;
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
