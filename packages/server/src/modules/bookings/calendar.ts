// Mentor sync: a mentor's calendar and the one check every change to it runs — a request (through
// availability.ts), an accept (one-to-one.ts), a new group session (groups.ts), and scheduling or
// moving a live class they host (modules/liveclasses, through public.ts). On the calendar: accepted
// one-to-ones and group sessions, and the live classes they host that have not ended, each widened
// by the buffer the mentor published (availability.ts; none until they publish).
//
// The caller holds the mentor's user row lock (lockCalendar, or BookingAccess.lockUsers) from
// before the check until its transaction ends, so two changes to one calendar run one after the
// other and the second sees what the first wrote. An ended class no longer holds its time: the
// host ended it, and the rest of its slot is free again.
import { and, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bookings, liveClasses, mentorAvailability, users } from '../../db/schema/index';
import { conflict } from '../../http/errors';
import { formatWhen } from '../../lib/time-zone';
import { MIN, ts } from './dto';

interface CalendarItem {
  kind: 'one_to_one' | 'group' | 'live_class';
  title: string;
  /** Milliseconds, unwidened. */
  start: number;
  end: number;
  timezone: string;
}

/** What a change leaves out of its own check: the booking it accepts, the class it moves. */
interface CalendarExcept {
  bookingId?: string;
  liveClassId?: string;
}

/** Locks the mentor's user row, the lock every change to their calendar holds (see above). */
export async function lockCalendar(tx: Tx, mentorId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, mentorId)).for('update');
}

/** The buffer the mentor published and the zone of their hours (none published: 0 and none). */
async function settings(
  q: Queryable,
  mentorId: string,
): Promise<{ bufferMinutes: number; timezone: string | undefined }> {
  const [r] = await q
    .select({ bufferMinutes: mentorAvailability.bufferMinutes, tz: mentorAvailability.timezone })
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId))
    .limit(1);
  return { bufferMinutes: r?.bufferMinutes ?? 0, timezone: r?.tz };
}

/** The calendar's items that overlap [from, to) once each is widened by `padMinutes` either side. */
export async function calendarItems(
  q: Queryable,
  mentorId: string,
  from: number,
  to: number,
  padMinutes: number,
  except: CalendarExcept = {},
): Promise<CalendarItem[]> {
  const pad = padMinutes * MIN;
  const [lo, hi] = [new Date(from - pad), new Date(to + pad)];
  const bookingConds: SQL[] = [
    eq(bookings.mentorId, mentorId),
    eq(bookings.status, 'accepted'),
    lt(bookings.startTime, ts(hi)),
    gt(bookings.endTime, ts(lo)),
  ];
  if (except.bookingId) bookingConds.push(ne(bookings.id, except.bookingId));
  const classConds: SQL[] = [
    eq(liveClasses.hostId, mentorId),
    inArray(liveClasses.status, ['scheduled', 'live']),
    lt(liveClasses.startTime, ts(hi)),
    sql`${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${ts(lo)}`,
  ];
  if (except.liveClassId) classConds.push(ne(liveClasses.id, except.liveClassId));
  const booked = await q
    .select({
      kind: bookings.kind,
      topic: bookings.topic,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      timezone: bookings.timezone,
    })
    .from(bookings)
    .where(and(...bookingConds));
  const classes = await q
    .select({
      title: liveClasses.title,
      startTime: liveClasses.startTime,
      durationMinutes: liveClasses.durationMinutes,
      timezone: liveClasses.timezone,
    })
    .from(liveClasses)
    .where(and(...classConds));
  return [
    ...booked.map((b): CalendarItem => ({
      kind: b.kind,
      title: b.topic,
      start: b.startTime.getTime(),
      end: b.endTime.getTime(),
      timezone: b.timezone,
    })),
    ...classes.map((c): CalendarItem => ({
      kind: 'live_class',
      title: c.title,
      start: c.startTime.getTime(),
      end: c.startTime.getTime() + c.durationMinutes * MIN,
      timezone: c.timezone,
    })),
  ].sort((a, b) => a.start - b.start);
}

const WHAT: Record<CalendarItem['kind'], string> = {
  one_to_one: 'the one-to-one session',
  group: 'the group session',
  live_class: 'the live class',
};

/**
 * Refuses, naming what is in the way, a time [start, end) the mentor's calendar (with their buffer)
 * already holds. `self`: the mentor is the one asking ("You have …"), else an admin is ("Name has
 * …"). Only mentors and admins read these words: a student asking for a time is answered without
 * the details (availability.ts assertRequestable).
 */
export async function assertCalendarFree(
  q: Queryable,
  mentor: { id: string; name: string },
  start: Date,
  end: Date,
  opts: { self: boolean; except?: CalendarExcept },
): Promise<void> {
  const { bufferMinutes, timezone } = await settings(q, mentor.id);
  const [s, e] = [start.getTime(), end.getTime()];
  const items = await calendarItems(q, mentor.id, s, e, bufferMinutes, opts.except);
  if (!items.length) return;
  const clash = items.find((i) => i.start < e && s < i.end) ?? items[0]!;
  const who = opts.self ? 'You have' : `${mentor.name} has`;
  const item =
    `${WHAT[clash.kind]} “${clash.title}” at ` +
    `${formatWhen(new Date(clash.start), timezone ?? clash.timezone)} ` +
    `(${Math.round((clash.end - clash.start) / MIN)} minutes)`;
  if (clash.start < e && s < clash.end)
    throw conflict(`${who} ${item}, which overlaps this time. Please pick another time.`);
  const whose = opts.self ? 'your' : 'their';
  throw conflict(
    `${who} ${item}, and this time is within ${whose} ${bufferMinutes}-minute buffer around it. Please pick another time.`,
  );
}
