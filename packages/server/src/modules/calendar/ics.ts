// A calendar as iCalendar text (RFC 5545), written by ical-generator: every event in its
// organiser's zone (TZID) with a VTIMEZONE for each zone used (timezones-ical-library), a UID that
// stays the event's across changes, and a SEQUENCE and DTSTAMP from its last change, so a
// subscriber's app updates an event that moved instead of adding another.
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarEventStatus } from '@campus/sdk/model';
import type { Entry } from './sources';

/** SEQUENCE counts seconds from here, so it only grows as an event keeps changing. */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

export const sequenceOf = (changedAt: Date) =>
  Math.max(0, Math.floor((changedAt.getTime() - SEQUENCE_EPOCH) / 1000));

const STATUS: Record<CalendarEventStatus, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/**
 * The library's VTIMEZONE and the TZID it names for an IANA zone; undefined for a zone it does not
 * know (then the event's times are written in UTC). It may name a zone by its canonical name
 * (`UTC` is `Etc/UTC`), which the event's TZID must then use too.
 */
function vtimezone(tz: string): { tzid: string; block: string } | undefined {
  try {
    const got = tzlib_get_ical_block(tz);
    if (!Array.isArray(got) || !got[0] || !got[1]) return undefined;
    return { tzid: got[1].replace(/^TZID=/, ''), block: got[0] };
  } catch {
    return undefined;
  }
}

export function icsOf(name: string, entries: Entry[], origin: string): string {
  const blocks = new Map<string, string>();
  const cal = ical({
    name,
    prodId: { company: 'Campus', product: 'Calendar', language: 'EN' },
    timezone: { name: null, generator: (tzid) => blocks.get(tzid) ?? null },
  });
  for (const { event, changedAt } of entries) {
    const zone = vtimezone(event.timezone);
    if (zone) blocks.set(zone.tzid, zone.block);
    cal.createEvent({
      id: `${event.id}@campus`,
      sequence: sequenceOf(changedAt),
      stamp: DateTime.fromJSDate(changedAt),
      start: DateTime.fromISO(event.startTime),
      ...(event.endTime !== event.startTime ? { end: DateTime.fromISO(event.endTime) } : {}),
      timezone: zone?.tzid ?? null,
      summary: event.title,
      status: STATUS[event.status],
      url: new URL(event.path, origin).toString(),
    });
  }
  return cal.toString();
}
