// Mentor availability (Cal.com is the reference): a mentor publishes weekly hours in their
// own zone, days off and a buffer; students are offered the slots the server computes from them
// (hours.ts) minus the mentor's calendar — accepted one-to-ones, group sessions, live classes they
// host, each widened by the buffer (calendar.ts) — and minus times someone already asked for; a
// request must fit the same rules (assertRequestable, called under the mentor's row lock in
// one-to-one.ts), and an accept, a group session or a live class the same calendar (calendar.ts).
import type {
  MentorAvailability,
  MentorAvailabilityPublished,
  MentorAvailabilityRequest,
  MentorSlots,
  OperationQuery,
} from '@campus/sdk/model';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { anyOf } from '../../db/any-of';
import type { Queryable, Tx } from '../../db/client';
import {
  type BookingRow,
  bookings,
  mentorAvailability,
  type MentorAvailabilityRow,
  type UserRow,
  type WeeklyRange,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError } from '../../http/errors';
import { toPerson } from '../../lib/people';
import { assertTimeZone, localDate } from '../../lib/time-zone';
import type { BookingAccess } from './access';
import { calendarItems } from './calendar';
import { AWAY_THAT_DAY, DAY, MAX_SCHEDULE_WINDOW_MS, MIN, ts } from './dto';
import {
  freeSlots,
  merge,
  openIntervals,
  toMinute,
  toWallTime,
  withinHours,
  type Interval,
} from './hours';

const DEFAULT_SLOT_MINUTES = 30;
const DEFAULT_WINDOW_MS = 7 * DAY;

export class BookingAvailability {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: BookingAccess,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async row(q: Queryable, mentorId: string): Promise<MentorAvailabilityRow | undefined> {
    const [r] = await q
      .select()
      .from(mentorAvailability)
      .where(eq(mentorAvailability.mentorId, mentorId))
      .limit(1);
    return r;
  }

  private shape(r: MentorAvailabilityRow | undefined): MentorAvailability {
    if (!r)
      return { timezone: 'UTC', weeklyHours: [], daysOff: [], bufferMinutes: 0, published: false };
    return {
      timezone: r.timezone,
      weeklyHours: r.weeklyHours.map((h) => ({
        weekday: h.weekday,
        start: toWallTime(h.startMinute),
        end: toWallTime(h.endMinute),
      })),
      daysOff: r.daysOff,
      bufferMinutes: r.bufferMinutes,
      published: r.weeklyHours.length > 0,
      updatedAt: r.updatedAt.toISOString(),
    };
  }

  /** The zone a mentor published their hours in (their notifications are written in it). */
  async zoneOf(mentorId: string): Promise<string | undefined> {
    return (await this.row(this.db, mentorId))?.timezone;
  }

  async mine(mentor: Principal): Promise<MentorAvailability> {
    return this.shape(await this.row(this.db, mentor.id));
  }

  /** Publishes the hours; answers them with the requests a day off declined (booking-events.ts tells). */
  async publish(
    mentor: Principal,
    input: MentorAvailabilityRequest,
  ): Promise<{ availability: MentorAvailabilityPublished; declined: BookingRow[] }> {
    assertTimeZone(input.timezone);
    const ranges: WeeklyRange[] = input.weeklyHours.map((h) => ({
      weekday: h.weekday,
      startMinute: toMinute(h.start),
      endMinute: toMinute(h.end),
    }));
    for (const r of ranges) {
      if (r.endMinute <= r.startMinute)
        throw fieldError('weeklyHours', 'Each range must end after it starts');
    }
    ranges.sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
    for (let i = 1; i < ranges.length; i += 1) {
      const [a, b] = [ranges[i - 1]!, ranges[i]!];
      if (a.weekday === b.weekday && b.startMinute < a.endMinute)
        throw fieldError('weeklyHours', 'The ranges of one day must not overlap');
    }
    const daysOff = [...new Set(input.daysOff)].sort();
    for (const d of daysOff) {
      if (Number.isNaN(Date.parse(`${d}T00:00:00Z`)) || !/^\d{4}-\d{2}-\d{2}$/.test(d))
        throw fieldError('daysOff', 'Days off must be dates like 2026-12-25');
    }
    const values = {
      timezone: input.timezone,
      weeklyHours: ranges,
      daysOff,
      bufferMinutes: input.bufferMinutes,
      updatedAt: this.ctx.now(),
    };
    return this.db.transaction(async (tx) => {
      const [r] = await tx
        .insert(mentorAvailability)
        .values({ mentorId: mentor.id, ...values })
        .onConflictDoUpdate({ target: mentorAvailability.mentorId, set: values })
        .returning();
      const declined = await this.declineOnDaysOff(tx, mentor.id, input.timezone, daysOff);
      return { availability: { ...this.shape(r), declinedRequests: declined.length }, declined };
    });
  }

  /**
   * Declines the mentor's pending one-to-one requests that start on one of `daysOff` (local days of
   * `tz`): a day off is a day nobody is met, so nobody should wait on an answer for it. A mentor has
   * few pending requests (each student at most MAX_PENDING_REQUESTS), read by the partial index of
   * their unanswered requests and sorted to their local day here.
   */
  private async declineOnDaysOff(
    tx: Tx,
    mentorId: string,
    tz: string,
    daysOff: readonly string[],
  ): Promise<BookingRow[]> {
    if (daysOff.length === 0) return [];
    const now = this.ctx.now();
    const pending = await tx
      .select({ id: bookings.id, startTime: bookings.startTime })
      .from(bookings)
      .where(
        and(
          eq(bookings.mentorId, mentorId),
          eq(bookings.kind, 'one_to_one'),
          eq(bookings.status, 'pending'),
          gt(bookings.startTime, ts(now)),
        ),
      );
    const off = new Set(daysOff);
    const ids = pending.filter((b) => off.has(localDate(b.startTime, tz))).map((b) => b.id);
    if (ids.length === 0) return [];
    return tx
      .update(bookings)
      .set({ status: 'declined', note: AWAY_THAT_DAY, respondedAt: now, updatedAt: now })
      .where(and(anyOf(bookings.id, ids), eq(bookings.status, 'pending')))
      .returning();
  }

  /**
   * What is on the mentor's calendar overlapping [from, to), each item widened by the buffer:
   * accepted one-to-ones and group sessions, and the live classes they host (calendar.ts, the one
   * calendar every check reads).
   */
  private async calendar(
    q: Queryable,
    mentorId: string,
    from: number,
    to: number,
    bufferMinutes: number,
  ): Promise<Interval[]> {
    const pad = bufferMinutes * MIN;
    const items = await calendarItems(q, mentorId, from, to, bufferMinutes);
    return merge(items.map((i): Interval => [i.start - pad, i.end + pad]));
  }

  /** Times the mentor has been asked for and not yet answered (not offered to anyone else). */
  private async pending(
    q: Queryable,
    mentorId: string,
    from: number,
    to: number,
  ): Promise<Interval[]> {
    const rows = await q
      .select({ startTime: bookings.startTime, endTime: bookings.endTime })
      .from(bookings)
      .where(
        and(
          eq(bookings.mentorId, mentorId),
          eq(bookings.kind, 'one_to_one'),
          eq(bookings.status, 'pending'),
          gt(bookings.startTime, ts(this.ctx.now())),
          lt(bookings.startTime, ts(new Date(to))),
          gt(bookings.endTime, ts(new Date(from))),
        ),
      )
      .orderBy(asc(bookings.startTime));
    return rows.map((r) => [r.startTime.getTime(), r.endTime.getTime()]);
  }

  async slots(
    _viewer: Principal,
    mentorId: string,
    q: OperationQuery<'getMentorSlots'>,
  ): Promise<MentorSlots> {
    const mentor = await this.access.mentorRow(this.db, mentorId);
    const now = this.ctx.now();
    const from = q.from ? new Date(q.from) : now;
    const to = q.to ? new Date(q.to) : new Date(from.getTime() + DEFAULT_WINDOW_MS);
    if (to.getTime() <= from.getTime()) throw fieldError('to', 'To must be after from');
    if (to.getTime() - from.getTime() > MAX_SCHEDULE_WINDOW_MS)
      throw fieldError('to', 'The window may span at most 62 days');
    const durationMinutes = q.durationMinutes ?? DEFAULT_SLOT_MINUTES;
    const r = await this.row(this.db, mentorId);
    const out: MentorSlots = {
      mentor: toPerson(mentor),
      timezone: r?.timezone ?? 'UTC',
      published: !!r && r.weeklyHours.length > 0,
      durationMinutes,
      from: from.toISOString(),
      to: to.toISOString(),
      slots: [],
    };
    if (!r || !out.published) return out;
    const [f, t] = [from.getTime(), to.getTime()];
    const open = openIntervals(r, f, t + durationMinutes * MIN);
    const taken = [
      ...(await this.calendar(this.db, mentorId, f, t + durationMinutes * MIN, r.bufferMinutes)),
      ...(await this.pending(this.db, mentorId, f, t + durationMinutes * MIN)),
    ];
    out.slots = freeSlots({ open, taken, durationMinutes, from: f, to: t, now: now.getTime() }).map(
      ([s, e]) => ({ startTime: new Date(s).toISOString(), endTime: new Date(e).toISOString() }),
    );
    return out;
  }

  /**
   * Refuses, in words, a request outside the mentor's published hours or on a time their calendar
   * (with the buffer) already holds. Run inside the request's transaction, after the mentor's row is
   * locked, so it sees every accept that committed before it.
   */
  async assertRequestable(q: Queryable, mentor: UserRow, start: Date, end: Date): Promise<void> {
    const r = await this.row(q, mentor.id);
    if (!r || r.weeklyHours.length === 0)
      throw conflict(
        `${mentor.name} has not published any hours yet, so no time can be requested.`,
      );
    const [s, e] = [start.getTime(), end.getTime()];
    if (!withinHours(openIntervals(r, s, e), s, e))
      throw conflict(
        `This time is outside ${mentor.name}’s hours. Please pick one of the times offered.`,
      );
    const taken = await this.calendar(q, mentor.id, s, e, r.bufferMinutes);
    if (taken.some(([ts0, te]) => ts0 < e && s < te))
      throw conflict(`${mentor.name} is not free at this time. Please pick another time.`);
  }
}
