// Mentor sync: the checks every write shares (start, zone, row locks in id order, overlaps) and
// row lookups.
import { and, asc, eq, gt, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  bookingParticipants,
  bookings,
  users,
  type BookingRow,
  type UserRow,
} from '../../db/schema/index';
import { fieldError, notFound } from '../../http/errors';
import type { BookingStatus } from '@campus/sdk/model';
import { MIN, MAX_AHEAD_MS, MAX_DURATION_MS, NO_LONGER_FREE, type ListFilter, ts } from './dto';
import { isWorkingMentor } from '../../lib/mentor-review';
import { anyOf } from '../../db/any-of';

export class BookingAccess {
  constructor(private readonly ctx: AppContext) {}

  /** Stores a cancellation (one-to-one or group): who, when and the reason given, if any. */
  async storeCancelled(
    tx: Tx,
    id: string,
    byId: string,
    now: Date,
    reason: string | undefined,
  ): Promise<BookingRow> {
    const [r] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledById: byId,
        cancelledAt: now,
        cancelReason: reason?.trim() ? reason.trim() : null,
        updatedAt: now,
      })
      .where(eq(bookings.id, id))
      .returning();
    if (!r) throw notFound('Booking not found.');
    return r;
  }

  // ---------- checks ----------

  checkStart(raw: string, minutes: number): { start: Date; end: Date } {
    const start = new Date(raw);
    const now = this.ctx.now().getTime();
    if (start.getTime() <= now) throw fieldError('startTime', 'Start time must be in the future');
    if (start.getTime() > now + MAX_AHEAD_MS)
      throw fieldError('startTime', 'Start time must be at most 90 days ahead');
    return { start, end: new Date(start.getTime() + minutes * MIN) };
  }

  /** Locks the given users' rows (in id order, so concurrent transactions cannot deadlock). */
  async lockUsers(tx: Tx, ids: string[]): Promise<UserRow[]> {
    return tx
      .select()
      .from(users)
      .where(anyOf(users.id, [...new Set(ids)]))
      .orderBy(asc(users.id))
      .for('update');
  }

  private overlaps(start: Date, end: Date): SQL {
    return and(lt(bookings.startTime, ts(end)), gt(bookings.endTime, ts(start))) as SQL;
  }

  /** The student's own accepted one-to-one or joined (accepted) group session overlapping [start, end). */
  async studentBusy(
    q: Queryable,
    studentId: string,
    start: Date,
    end: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const mine = or(
      and(eq(bookings.kind, 'one_to_one'), eq(bookings.studentId, studentId)),
      and(
        eq(bookings.kind, 'group'),
        sql`exists (select 1 from ${bookingParticipants} where ${bookingParticipants.bookingId} = ${bookings.id} and ${bookingParticipants.studentId} = ${studentId})`,
      ),
    ) as SQL;
    return this.acceptedOverlapping(q, mine, start, end, exceptId);
  }

  /** Whether an accepted booking matching `whose` (other than `exceptId`) overlaps [start, end). */
  private async acceptedOverlapping(
    q: Queryable,
    whose: SQL,
    start: Date,
    end: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const conds = [whose, eq(bookings.status, 'accepted'), this.overlaps(start, end)];
    if (exceptId) conds.push(ne(bookings.id, exceptId));
    const [row] = await q
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(...conds))
      .limit(1);
    return !!row;
  }

  /** Declines the mentor's pending requests overlapping [start, end) (they can no longer happen). */
  async declineOverlapping(tx: Tx, mentorId: string, start: Date, end: Date, exceptId?: string) {
    const now = this.ctx.now();
    const conds = [
      eq(bookings.mentorId, mentorId),
      eq(bookings.kind, 'one_to_one'),
      eq(bookings.status, 'pending'),
      gt(bookings.startTime, ts(now)),
      this.overlaps(start, end),
    ];
    if (exceptId) conds.push(ne(bookings.id, exceptId));
    await tx
      .update(bookings)
      .set({ status: 'declined', note: NO_LONGER_FREE, respondedAt: now, updatedAt: now })
      .where(and(...conds));
  }

  async mentorRow(q: Queryable, id: string): Promise<UserRow> {
    const [m] = await q.select().from(users).where(eq(users.id, id)).limit(1);
    if (!m || !isWorkingMentor(m)) throw notFound('Mentor not found.');
    return m;
  }

  async row(q: Queryable, id: string, lock = false): Promise<BookingRow | undefined> {
    const query = q.select().from(bookings).where(eq(bookings.id, id)).limit(1);
    const [r] = lock ? await query.for('update') : await query;
    return r;
  }

  windowConds(f: ListFilter, defaultFrom: Date | null): SQL[] {
    const conds: SQL[] = [];
    const from = f.from ? new Date(f.from) : defaultFrom;
    if (from) {
      conds.push(gt(bookings.endTime, ts(from)));
      // A booking lasts at most 120 minutes (BookingDuration), so it also started after from − 120
      // minutes: the same rows, but a range the (…, start_time, id) indexes can start at.
      conds.push(gt(bookings.startTime, ts(new Date(from.getTime() - MAX_DURATION_MS))));
    }
    if (f.to) conds.push(lt(bookings.startTime, ts(new Date(f.to))));
    if (f.kind) conds.push(eq(bookings.kind, f.kind));
    if (f.status?.length) conds.push(or(...f.status.map((s) => this.statusSql(s))) as SQL);
    return conds;
  }

  /**
   * One effective status (dto.ts effectiveStatus) as conditions on the stored columns, so the planner
   * can use them: `pending` is a pending request not yet started, `expired` one whose start passed,
   * `accepted` an accepted booking not yet ended, `completed` one that has (or stored so by the
   * sweep, sweep.ts, which writes the derived statuses down).
   */
  private statusSql(s: BookingStatus): SQL {
    const now = ts(this.ctx.now());
    switch (s) {
      case 'pending':
        return and(eq(bookings.status, 'pending'), gt(bookings.startTime, now)) as SQL;
      case 'expired':
        return or(
          eq(bookings.status, 'expired'),
          and(eq(bookings.status, 'pending'), lte(bookings.startTime, now)),
        ) as SQL;
      case 'accepted':
        return and(eq(bookings.status, 'accepted'), gt(bookings.endTime, now)) as SQL;
      case 'completed':
        return or(
          eq(bookings.status, 'completed'),
          and(eq(bookings.status, 'accepted'), lte(bookings.endTime, now)),
        ) as SQL;
      default:
        return eq(bookings.status, s);
    }
  }
}
