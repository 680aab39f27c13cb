// Mentor sync: group sessions (create, join, leave, cancel).
import type { Booking, GroupSessionRequest } from '@campus/sdk/model';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { bookingParticipants, bookings, type BookingRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, notFound } from '../../http/errors';
import { assertTimeZone } from '../../lib/time-zone';
import type { BookingAccess } from './access';
import { assertCalendarFree } from './calendar';
import { type BookingShapes, effectiveStatus, defaultMeetingLink } from './dto';

export class BookingGroups {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: BookingAccess,
    private readonly shapes: BookingShapes,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async createGroup(mentor: Principal, input: GroupSessionRequest): Promise<Booking> {
    const { start, end } = this.access.checkStart(input.startTime, input.durationMinutes);
    assertTimeZone(input.timezone);
    if (!input.topic.trim()) throw fieldError('topic', 'Topic is required');
    if (input.batch) {
      const mine = await this.ctx.extensions.mentorBatches(mentor.id);
      if (
        !mine.some((b) => b.monthYear === input.batch?.monthYear && b.domain === input.batch.domain)
      ) {
        throw fieldError('batch', 'This batch is not assigned to you');
      }
    }
    const row = await this.db.transaction(async (tx) => {
      const [me] = await this.access.lockUsers(tx, [mentor.id]);
      if (!me) throw notFound('Mentor not found.');
      const link = input.meetingLink ?? defaultMeetingLink(me);
      if (!link) throw fieldError('meetingLink', 'Meeting link is required');
      await assertCalendarFree(tx, me, start, end, { self: true });
      const now = this.ctx.now();
      const [r] = await tx
        .insert(bookings)
        .values({
          kind: 'group',
          mentorId: mentor.id,
          topic: input.topic.trim(),
          description: input.description,
          startTime: start,
          endTime: end,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          status: 'accepted',
          meetingLink: link,
          capacity: input.capacity,
          batchMonthYear: input.batch?.monthYear ?? null,
          batchDomain: input.batch?.domain ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.access.declineOverlapping(tx, mentor.id, start, end);
      return r as BookingRow;
    });
    return this.shapes.dto(this.db, row, mentor, 'full');
  }

  /** The group session if the student may see it (open to them or joined), else 404. */
  private async visibleGroup(q: Queryable, student: Principal, id: string, lock = false) {
    const b = await this.access.row(q, id, lock);
    if (!b || b.kind !== 'group') throw notFound('Session not found.');
    const joined = await this.shapes.hasJoined(q, b.id, student.id);
    if (!joined && !(await this.shapes.batchAllows(q, student.id, b)))
      throw notFound('Session not found.');
    return { b, joined };
  }

  async join(student: Principal, id: string): Promise<Booking> {
    const row = await this.db.transaction(async (tx) => {
      await this.access.lockUsers(tx, [student.id]);
      const { b, joined } = await this.visibleGroup(tx, student, id, true);
      if (joined) return b;
      const now = this.ctx.now();
      if (b.status !== 'accepted') throw conflict(`This session is ${b.status}.`);
      if (b.startTime.getTime() <= now.getTime())
        throw conflict('This session has already started.');
      const [taken] = await tx
        .select({ n: count() })
        .from(bookingParticipants)
        .where(eq(bookingParticipants.bookingId, b.id));
      if ((taken?.n ?? 0) >= (b.capacity ?? 0)) throw conflict('This session is full.');
      if (await this.access.studentBusy(tx, student.id, b.startTime, b.endTime, b.id)) {
        throw conflict('You already have a session at this time.');
      }
      await tx
        .insert(bookingParticipants)
        .values({ bookingId: b.id, studentId: student.id, joinedAt: now });
      return b;
    });
    return this.shapes.dto(this.db, row, student, 'participant');
  }

  async leave(student: Principal, id: string): Promise<Booking> {
    const row = await this.db.transaction(async (tx) => {
      const { b, joined } = await this.visibleGroup(tx, student, id, true);
      if (!joined) return b;
      if (b.startTime.getTime() <= this.ctx.now().getTime())
        throw conflict('This session has already started.');
      await tx
        .delete(bookingParticipants)
        .where(
          and(
            eq(bookingParticipants.bookingId, b.id),
            eq(bookingParticipants.studentId, student.id),
          ),
        );
      return b;
    });
    return this.shapes.dto(this.db, row, student, 'participant');
  }

  async cancelGroup(viewer: Principal, id: string, reason?: string): Promise<Booking> {
    const row = await this.db.transaction(async (tx) => {
      const b = await this.access.row(tx, id, true);
      if (!b || b.kind !== 'group' || (viewer.role !== 'admin' && b.mentorId !== viewer.id)) {
        throw notFound('Session not found.');
      }
      if (b.status === 'cancelled') return b;
      const now = this.ctx.now();
      if (b.startTime.getTime() <= now.getTime() || effectiveStatus(b, now) !== 'accepted') {
        throw conflict('This session has already started and can no longer be cancelled.');
      }
      return this.access.storeCancelled(tx, id, viewer.id, now, reason);
    });
    return this.shapes.dto(this.db, row, viewer, 'full');
  }
}
