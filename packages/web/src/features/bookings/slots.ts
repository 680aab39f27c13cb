import type { BookingBusySlot, BookingStatus } from '@campus/sdk';
import { utcToWallTime, wallTimeToUtc } from '@campus/ui';

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

export interface SlotOptions {
  /** The viewer's IANA zone: the working day is laid out in it. */
  timeZone: string;
  now: number;
  busy: ReadonlyArray<BookingBusySlot>;
  days?: number;
  durationMinutes?: number;
  /** Working hours in the viewer's zone, [first start, last end). */
  dayStartHour?: number;
  dayEndHour?: number;
}

const MINUTE = 60_000;

/**
 * Free times to offer a student. The server's schedule gives only when the mentor is taken
 * (`busy`); mentors publish no working hours, so Campus offers the hours a student would ask
 * for in their own zone (09:00–18:00, on the hour and half hour, next 7 days) minus busy times
 * and anything starting within the next hour. The server still decides (409 on a clash).
 */
export function freeSlots({
  timeZone,
  now,
  busy,
  days = 7,
  durationMinutes = 30,
  dayStartHour = 9,
  dayEndHour = 18,
}: SlotOptions): Slot[] {
  const busyRanges = busy.map((b) => [Date.parse(b.startTime), Date.parse(b.endTime)] as const);
  const today = utcToWallTime(new Date(now), timeZone).slice(0, 10);
  const slots: Slot[] = [];
  for (let d = 0; d < days; d += 1) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + d * 24 * 60 * MINUTE)
      .toISOString()
      .slice(0, 10);
    for (
      let minutes = dayStartHour * 60;
      minutes + durationMinutes <= dayEndHour * 60;
      minutes += 30
    ) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const iso = wallTimeToUtc(`${day}T${hh}:${mm}`, timeZone);
      if (!iso) continue;
      const start = Date.parse(iso);
      const end = start + durationMinutes * MINUTE;
      if (start < now + 60 * MINUTE) continue;
      if (busyRanges.some(([s, e]) => start < e && s < end)) continue;
      slots.push({
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
      });
    }
  }
  return slots;
}

/** Slots grouped by their day in the viewer's zone, in order. */
export function slotsByDay(slots: ReadonlyArray<Slot>, timeZone: string) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = utcToWallTime(slot.startTime, timeZone).slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days.entries()].map(([day, list]) => ({ day, slots: list }));
}
