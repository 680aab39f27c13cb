/**
 * The part of the formatter (date-time.ts) the navigation clock needs: the formatters'
 * cache, the zone's label and the clock's time. It is a module of its own so that the clock,
 * on every page's first load, carries only this, and the rest of the formatter loads with the pages
 * that print dates. The clock imports it directly; everything else goes through date-time.ts,
 * which re-exports what is public here.
 */

export type DateInput = Date | string | number;

export const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

/**
 * Building an Intl.DateTimeFormat costs about a millisecond and a week of slots formats dozens of
 * times, so each (locale, options) formatter is built once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

export const zoneName = (
  locale: string,
  at: Date,
  timeZone: string | undefined,
  style: 'short' | 'long',
) =>
  formatter(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;

/**
 * A zone's label at that instant, by the rule `formatZone` (date-time.ts) states; without a zone,
 * the viewer's as the browser names it (an alias such as `Asia/Calcutta` reads as its canonical
 * name does: Intl labels the zone, not the name).
 */
export function zoneLabel(value: DateInput, timeZone?: string): string {
  const at = toDate(value);
  let offset: string | undefined;
  for (const locale of ['en-US', 'en-IN', 'en-GB']) {
    const label = zoneName(locale, at, timeZone, 'short');
    if (label && !/^GMT[+-]/.test(label)) return label;
    offset ??= label;
  }
  return offset ?? timeZone ?? formatter('en-US', {}).resolvedOptions().timeZone;
}

/** Product spec §9: the navigation clock reads en-US, 12-hour, with seconds ("6:05:09 PM"). */
export function formatClockTime(value: DateInput, timeZone?: string): string {
  return formatter('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(toDate(value));
}
