// Mentor sync: limits, the list filters, the effective status (derived from the clock) and the
// contract's Booking shapes built from rows; every use case is given the one BookingShapes
// (routes.ts).
import type { Booking, OperationQuery, PersonSummary } from '@campus/sdk/model';
import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  bookingParticipants,
  bookings,
  type BookingRow,
  type BookingStatus,
  type UserRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { peopleById } from '../../lib/people';
import { anyOf } from '../../db/any-of';
import { studentBatch } from '../batches/public';

export const MIN = 60 * 1000;
export const DAY = 24 * 60 * MIN;
export const MAX_PENDING_REQUESTS = 5;
export const MAX_AHEAD_MS = 90 * DAY;
export const MAX_SCHEDULE_WINDOW_MS = 62 * DAY;
export const NO_LONGER_FREE = 'The mentor is no longer free at this time.';
/** The note on a request declined because its mentor made its day a day off. */
export const AWAY_THAT_DAY = 'Your mentor is away that day.';
/** The longest booking (BookingDuration: 15–120 minutes). */
export const MAX_DURATION_MS = 120 * MIN;

/** The list filters every bookings list shares (the admin's list adds people and pages). */
export type ListFilter = OperationQuery<'listStudentBookings'>;

export type View = 'full' | 'participant' | 'public';

export function effectiveStatus(
  row: Pick<BookingRow, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): BookingStatus {
  if (row.status === 'pending' && row.startTime.getTime() <= now.getTime()) return 'expired';
  if (row.status === 'accepted' && row.endTime.getTime() <= now.getTime()) return 'completed';
  return row.status;
}

/**
 * The bookings a student is in (their id, or a prepared statement's placeholder for it): their
 * one-to-ones and the group sessions they joined (only group sessions have participants). Written
 * as `id in (…)` so the planner can start from the student's own rows (bookings_student_start_idx,
 * booking_participants_student_idx) and reach each booking by its key, instead of testing every
 * booking of a time range.
 */
export function studentBookingsSql(studentId: string | SQLWrapper): SQL {
  return sql`${bookings.id} in (select b.id from ${bookings} b where b.kind = 'one_to_one' and b.student_id = ${studentId} union all select ${bookingParticipants.bookingId} from ${bookingParticipants} where ${bookingParticipants.studentId} = ${studentId})`;
}

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The mentor profile's default meeting link, if the profile carries one (an https URL). */
export function defaultMeetingLink(u: UserRow | undefined): string | undefined {
  // The profile is a JSON column; `meetingLink` is not one of its declared fields, so it is checked.
  const profile: object | undefined = u?.profile;
  const link = profile && 'meetingLink' in profile ? profile.meetingLink : undefined;
  return typeof link === 'string' && /^https:\/\//.test(link) ? link : undefined;
}

export class BookingShapes {
  constructor(private readonly ctx: AppContext) {}

  async dtos(
    q: Queryable,
    rows: BookingRow[],
    viewer: Principal,
    viewOf: (r: BookingRow) => View,
  ): Promise<Booking[]> {
    if (rows.length === 0) return [];
    const shape = await this.shaper(q, rows, viewer);
    return rows.map((r) => shape(r, viewOf(r)));
  }

  async dto(q: Queryable, row: BookingRow, viewer: Principal, view: View): Promise<Booking> {
    return (await this.shaper(q, [row], viewer))(row, view);
  }

  /** Loads the participants and people of `rows` and answers the builder of their shapes. */
  private async shaper(
    q: Queryable,
    rows: BookingRow[],
    viewer: Principal,
  ): Promise<(r: BookingRow, view: View) => Booking> {
    const groupIds = rows.filter((r) => r.kind === 'group').map((r) => r.id);
    const parts = groupIds.length
      ? await q
          .select({
            bookingId: bookingParticipants.bookingId,
            studentId: bookingParticipants.studentId,
          })
          .from(bookingParticipants)
          .where(anyOf(bookingParticipants.bookingId, groupIds))
          .orderBy(asc(bookingParticipants.joinedAt), asc(bookingParticipants.studentId))
      : [];
    const byBooking = new Map<string, string[]>();
    for (const p of parts)
      byBooking.set(p.bookingId, [...(byBooking.get(p.bookingId) ?? []), p.studentId]);
    const ids = new Set<string>();
    for (const r of rows) {
      ids.add(r.mentorId);
      if (r.studentId) ids.add(r.studentId);
      if (r.cancelledById) ids.add(r.cancelledById);
    }
    for (const p of parts) ids.add(p.studentId);
    const people = await peopleById(q, ids);
    const who = (id: string): PersonSummary =>
      people.get(id) ?? { _id: id, name: 'Former user', role: 'student' };
    const now = this.ctx.now();
    return (r, view) => {
      const members =
        r.kind === 'group' ? (byBooking.get(r.id) ?? []) : r.studentId ? [r.studentId] : [];
      const joined = r.kind === 'group' && members.includes(viewer.id);
      const status = effectiveStatus(r, now);
      let students: string[] = [];
      if (view === 'full') students = members;
      else if (view === 'participant') students = members.filter((m) => m === viewer.id);
      const dto: Booking = {
        _id: r.id,
        kind: r.kind,
        mentor: who(r.mentorId),
        students: students.map(who),
        participantCount: members.length,
        topic: r.topic,
        startTime: r.startTime.toISOString(),
        endTime: r.endTime.toISOString(),
        durationMinutes: r.durationMinutes,
        timezone: r.timezone,
        status,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.description) dto.description = r.description;
      const seesLink =
        view === 'full' ||
        // A cancelled session's link opens nothing (e.g. its mentor was deactivated).
        (view === 'participant' &&
          (r.kind === 'group' ? joined && r.status !== 'cancelled' : r.status === 'accepted'));
      if (r.meetingLink && seesLink) dto.meetingLink = r.meetingLink;
      if (r.kind === 'group') {
        dto.capacity = r.capacity ?? 0;
        dto.seatsLeft = Math.max(0, (r.capacity ?? 0) - members.length);
        if (viewer.role === 'student') dto.joined = joined;
      }
      if (r.batchMonthYear && r.batchDomain)
        dto.batch = { monthYear: r.batchMonthYear, domain: r.batchDomain };
      if (r.note) dto.note = r.note;
      if (r.respondedAt) dto.respondedAt = r.respondedAt.toISOString();
      if (r.cancelledById) dto.cancelledBy = who(r.cancelledById);
      if (r.cancelledAt) dto.cancelledAt = r.cancelledAt.toISOString();
      if (r.cancelReason) dto.cancelReason = r.cancelReason;
      return dto;
    };
  }

  /** How `viewer` sees a booking they may see at all (null: they may not). */
  async viewFor(q: Queryable, viewer: Principal, r: BookingRow): Promise<View | null> {
    if (viewer.role === 'admin' || r.mentorId === viewer.id) return 'full';
    if (viewer.role !== 'student') {
      // Other mentors see open group sessions in the public view only.
      return r.kind === 'group' && this.isOpen(r) ? 'public' : null;
    }
    if (r.kind === 'one_to_one') return r.studentId === viewer.id ? 'participant' : null;
    if (await this.hasJoined(q, r.id, viewer.id)) return 'participant';
    return this.isOpen(r) && (await this.batchAllows(q, viewer.id, r)) ? 'public' : null;
  }

  isOpen(r: BookingRow): boolean {
    return r.status === 'accepted' && r.startTime.getTime() > this.ctx.now().getTime();
  }

  async hasJoined(q: Queryable, bookingId: string, studentId: string): Promise<boolean> {
    const [p] = await q
      .select({ id: bookingParticipants.studentId })
      .from(bookingParticipants)
      .where(
        and(
          eq(bookingParticipants.bookingId, bookingId),
          eq(bookingParticipants.studentId, studentId),
        ),
      )
      .limit(1);
    return !!p;
  }

  async batchAllows(q: Queryable, studentId: string, r: BookingRow): Promise<boolean> {
    if (!r.batchMonthYear) return true;
    const b = await studentBatch(q, studentId);
    return !!b && b.monthYear === r.batchMonthYear && b.domain === r.batchDomain;
  }
}
