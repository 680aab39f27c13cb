// Mentor sync: one-to-one requests (request, accept/decline, cancel), each in one transaction that
// locks the mentor's and the student's rows first.
import type { Booking, BookingDecisionRequest, OneToOneBookingRequest } from '@campus/sdk/model';
import { and, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, type BookingRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, HttpError, notFound } from '../../http/errors';
import {
  MAX_PENDING_REQUESTS,
  effectiveStatus,
  ts,
  defaultMeetingLink,
  type BookingShapes,
} from './dto';
import type { BookingAccess } from './access';
import type { BookingAvailability } from './availability';
import { assertCalendarFree } from './calendar';
import { isWorkingMentor } from '../../lib/mentor-review';
import { routeBookingRequest } from '../batches/public';
import { assertTimeZone } from '../../lib/time-zone';

export class BookingOneToOne {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: BookingAccess,
    private readonly shapes: BookingShapes,
    private readonly availability: BookingAvailability,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async request(student: Principal, input: OneToOneBookingRequest): Promise<Booking> {
    if (input.mentorId !== undefined) await this.access.mentorRow(this.db, input.mentorId);
    const { start, end } = this.access.checkStart(input.startTime, input.durationMinutes);
    assertTimeZone(input.timezone);
    if (!input.topic.trim()) throw fieldError('topic', 'Topic is required');
    const row = await this.db.transaction(async (tx) => {
      const mentorId = input.mentorId ?? (await this.routed(tx, student, start, end));
      const locked = await this.access.lockUsers(tx, [mentorId, student.id]);
      const mentor = locked.find((u) => u.id === mentorId);
      if (!mentor || !isWorkingMentor(mentor)) throw notFound('Mentor not found.');
      // The mentor's hours and whole calendar (accepted bookings, group sessions, hosted classes,
      // with the buffer), read under the mentor's row lock that every accept takes too.
      await this.availability.assertRequestable(tx, mentor, start, end);
      if (await this.access.studentBusy(tx, student.id, start, end)) {
        throw conflict('You already have a session at this time.');
      }
      const now = this.ctx.now();
      const [pending] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.kind, 'one_to_one'),
            eq(bookings.studentId, student.id),
            eq(bookings.status, 'pending'),
            gt(bookings.startTime, ts(now)),
          ),
        );
      if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS) {
        throw conflict(`You already have ${MAX_PENDING_REQUESTS} requests waiting for an answer.`);
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          kind: 'one_to_one',
          mentorId: mentor.id,
          studentId: student.id,
          topic: input.topic.trim(),
          description: input.description ?? null,
          startTime: start,
          endTime: end,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row as BookingRow;
    });
    return this.shapes.dto(this.db, row, student, 'participant');
  }

  /**
   * A request to any mentor of the student's batch: the roster's turn (batches/routing.ts), each
   * member asked in turn whether their hours and calendar take the time, under their row lock.
   */
  private async routed(tx: Tx, student: Principal, start: Date, end: Date): Promise<string> {
    const takes = async (mentorId: string) => {
      const [mentor] = await this.access.lockUsers(tx, [mentorId]);
      if (!mentor || !isWorkingMentor(mentor)) return false;
      try {
        await this.availability.assertRequestable(tx, mentor, start, end);
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) return false;
        throw error;
      }
    };
    const { batch, mentorId } = await routeBookingRequest(tx, student.id, takes);
    if (!batch) throw fieldError('mentorId', 'Choose a mentor: you are not in a batch yet.');
    if (!mentorId)
      throw conflict('No mentor of your batch is free at this time. Try another time.');
    return mentorId;
  }

  async respond(mentor: Principal, id: string, input: BookingDecisionRequest): Promise<Booking> {
    const row = await this.db.transaction(async (tx) => {
      // The mentor's and the student's rows, locked together (in id order) before the booking's:
      // an accept by another mentor of the same student waits here, then sees this one.
      const asked = await this.access.row(tx, id);
      if (!asked || asked.kind !== 'one_to_one' || asked.mentorId !== mentor.id)
        throw notFound('Booking not found.');
      const locked = await this.access.lockUsers(
        tx,
        asked.studentId ? [mentor.id, asked.studentId] : [mentor.id],
      );
      const me = locked.find((u) => u.id === mentor.id);
      const b = await this.access.row(tx, id, true);
      if (!me || !b || b.kind !== 'one_to_one' || b.mentorId !== mentor.id)
        throw notFound('Booking not found.');
      const now = this.ctx.now();
      if (effectiveStatus(b, now) !== 'pending') {
        throw conflict(
          `This request can no longer be answered (it is ${effectiveStatus(b, now)}).`,
        );
      }
      const note = input.note?.trim() ? input.note.trim() : null;
      if (input.decision === 'decline') {
        const [r] = await tx
          .update(bookings)
          .set({ status: 'declined', note, respondedAt: now, updatedAt: now })
          .where(eq(bookings.id, id))
          .returning();
        return r as BookingRow;
      }
      const link = input.meetingLink ?? defaultMeetingLink(me);
      if (!link) throw fieldError('meetingLink', 'Meeting link is required to accept');
      // The whole calendar (the buffer and the live classes they host too), not just an overlap
      // with another accepted booking: what was free when the student asked may not be now.
      await assertCalendarFree(tx, me, b.startTime, b.endTime, {
        self: true,
        except: { bookingId: b.id },
      });
      if (
        b.studentId &&
        (await this.access.studentBusy(tx, b.studentId, b.startTime, b.endTime, b.id))
      ) {
        throw conflict('The student already has another session at this time.');
      }
      const [r] = await tx
        .update(bookings)
        .set({ status: 'accepted', meetingLink: link, note, respondedAt: now, updatedAt: now })
        .where(eq(bookings.id, id))
        .returning();
      await this.access.declineOverlapping(tx, mentor.id, b.startTime, b.endTime, b.id);
      return r as BookingRow;
    });
    return this.shapes.dto(this.db, row, mentor, 'full');
  }

  /**
   * Cancels a one-to-one; `cancelled` says whether this call did it (false when it was already
   * cancelled — by a concurrent call too, decided under the booking's row lock — so only one call
   * tells the other side).
   */
  async cancelOneToOne(
    viewer: Principal,
    id: string,
    reason?: string,
  ): Promise<{ booking: Booking; cancelled: boolean }> {
    const { row, cancelled } = await this.db.transaction(async (tx) => {
      const b = await this.access.row(tx, id, true);
      const allowed =
        b &&
        b.kind === 'one_to_one' &&
        (viewer.role === 'admin' || b.mentorId === viewer.id || b.studentId === viewer.id);
      if (!b || !allowed) throw notFound('Booking not found.');
      if (b.status === 'cancelled') return { row: b, cancelled: false };
      const now = this.ctx.now();
      const status = effectiveStatus(b, now);
      if (
        (status !== 'pending' && status !== 'accepted') ||
        b.startTime.getTime() <= now.getTime()
      ) {
        throw conflict(
          `This booking can no longer be cancelled (it is ${status === 'accepted' ? 'under way' : status}).`,
        );
      }
      return {
        row: await this.access.storeCancelled(tx, id, viewer.id, now, reason),
        cancelled: true,
      };
    });
    const booking = await this.shapes.dto(
      this.db,
      row,
      viewer,
      viewer.role === 'student' ? 'participant' : 'full',
    );
    return { booking, cancelled };
  }
}
