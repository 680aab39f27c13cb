/**
 * "Add to calendar": one iCalendar event (RFC 5545), built in the browser — the one place
 * the app writes .ics. Times are written as UTC instants (`…Z`), which every calendar converts to
 * its owner's zone, so the event lands at the right moment wherever the reader is; the organiser's
 * zone is named in the description for people comparing notes across zones.
 */
export interface CalendarEvent {
  /** Stable per thing (class, booking, task), so re-importing updates instead of duplicating. */
  uid: string;
  title: string;
  start: string | Date;
  /** Defaults to the start (a due date is a moment, not a meeting). */
  end?: string | Date;
  description?: string;
  /** A meeting link or the app page. */
  url?: string;
  /** When the file is made; tests pin it. */
  stamp?: Date;
}

const CRLF = '\r\n';

/** 20261122T123000Z */
export function icsDate(value: string | Date): string {
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** Control characters RFC 5545 keeps out of TEXT (§3.3.11: everything below space but tab, and DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/**
 * Text values escape backslash, semicolon, comma and every line break — CRLF, a lone LF and a lone
 * CR (a lone CR would let a parser that splits on CR read injected ATTENDEE lines
 * or a second event) — and lose any other control character (RFC 5545 §3.3.11).
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROLS, '');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campus//Campus LMS//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid.replace(CONTROLS, '')}@campus`,
    `DTSTAMP:${icsDate(event.stamp ?? new Date())}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end ?? event.start)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(CONTROLS, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A data: URL a link can download as `<name>.ics`. */
export function icsHref(event: CalendarEvent): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(buildIcs(event))}`;
}

/** A file name from a title: "Debugging clinic" → "debugging-clinic.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}
