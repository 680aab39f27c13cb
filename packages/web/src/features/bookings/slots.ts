import type { BookingStatus } from '@campus/sdk';
import { utcToWallTime } from '@campus/ui';
import { formatDate, formatTimeOfDay } from '@campus/time';

/** Spec §2 names the statuses; the screens say them in words. */
export const statusWords: Record<BookingStatus, string> = {
  pending: 'Waiting for the mentor',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired — not answered in time',
  completed: 'Done',
};

export const statusTone = (status: BookingStatus) =>
  status === 'accepted'
    ? 'success'
    : status === 'pending'
      ? 'warning'
      : status === 'declined' || status === 'cancelled'
        ? 'danger'
        : 'neutral';

export interface Slot {
  startTime: string;
  endTime: string;
}

/** One day of the student's week view: its date in the viewer's zone and the slots that start on it. */
export interface SlotDay {
  /** `YYYY-MM-DD` in the viewer's zone. */
  day: string;
  slots: Slot[];
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The week view: `days` consecutive days in the viewer's zone starting with the day `from` falls on,
 * each with the server's slots that start on it (a day may have none: it is shown, not offered).
 */
export function weekDays(
  slots: ReadonlyArray<Slot>,
  from: string,
  timeZone: string,
  days = 7,
): SlotDay[] {
  const first = utcToWallTime(from, timeZone).slice(0, 10);
  const week: SlotDay[] = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.parse(`${first}T00:00:00Z`) + i * DAY_MS).toISOString().slice(0, 10),
    slots: [],
  }));
  const byDay = new Map(week.map((d) => [d.day, d]));
  for (const slot of slots)
    byDay.get(utcToWallTime(slot.startTime, timeZone).slice(0, 10))?.slots.push(slot);
  return week;
}

/** A slot's start on its pill: "3:30 PM" — the zone is named once above the pills, not on each. */
export function pillTime(iso: string, timeZone: string): string {
  return formatTimeOfDay(iso, { timeZone });
}

/** "Mon" and "7" of a `YYYY-MM-DD` day, for the week view's day buttons. */
export function dayParts(day: string): { weekday: string; date: string; long: string } {
  const at = Date.parse(`${day}T12:00:00Z`);
  return {
    weekday: formatDate(at, { timeZone: 'UTC', style: 'dayName' }),
    date: String(new Date(at).getUTCDate()),
    long: formatDate(at, { timeZone: 'UTC', style: 'dayHeading' }),
  };
}
