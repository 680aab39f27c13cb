// Enrollments: a student's place in a course. One per student and course (unique index); enrolling
// again reactivates it with its progress. An active enrollment past `expiresAt` reads as expired
// everywhere (effectiveStatus); the hourly sweep (and cleanupExpiredEnrollments) stores that. Every
// status change lands in the enrollment audit log with its actor and reason. Reading is
// enrollment-reads.ts, which these changes are given (routes.ts composes them).
//
// Money. The spec says only what the student sees of it: "Only students see the Pending Payment
// button, showing the pending amount when it is above 0." (§6), "Students can open an external
// pending-payment form of a payment provider in a new tab." (§1) and "Currency symbol: ₹." (§9);
// of enrollments, "Verbs and payloads: not shown." (§7) and "Lifecycles of ... enrollments ...: not
// shown." (§4). The charge rules are ours, so they are written down here:
// - Self-enrolling in a paid course adds its price to pendingAmount and records it as amountCharged
//   (openapi: "What self-enrolling added to the student's pendingAmount").
// - Leaving within 14 days with no lesson done takes back only what is still unpaid:
//   refund = min(amountCharged, pendingAmount). Money already paid is not handed back by leaving (a
//   refund of paid money is an admin's decision, as every other refund is); it stays charged, so
//   amountCharged keeps it and the audit log says so in words.
// - Coming back to a cancelled enrollment while the term it was charged for still runs resumes that
//   term (enrolledAt and expiresAt kept, so neither a new year nor a new refund window comes free)
//   and charges only what is missing of the price; after the term, it is a new term at full price.
// Payments are not allocated to courses (pendingAmount is one sum), so "still unpaid" is the
// student's whole outstanding debt, at most this course's charge.
import type {
  Enrollment,
  EnrollmentCreateRequest,
  EnrollmentProgressUpdate,
  EnrollmentStatusUpdate,
} from '@campus/sdk/model';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  courseLessons,
  courses,
  enrollmentAudit,
  enrollments,
  quizQuestions,
  quizzes,
  users,
  type EnrollmentRow,
  type EnrollmentStatus,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { Delivery } from '../../realtime/hub';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import type { EnrollmentReads } from './enrollment-reads';
import { rupees } from '../../lib/money';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const REFUND_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

const isLearning = (s: EnrollmentStatus) => s === 'active' || s === 'completed';

/** Rupees to the paisa (numeric(12,2) columns), so sums of fractions do not drift. */
const paise = (amount: number) => Math.round(amount * 100) / 100;

/** The student's reason (or the default) followed by a note, as one sentence sequence. */
function withNote(reason: string | undefined, note: string | null): string | undefined {
  if (!note) return reason;
  const said = reason?.trim();
  if (!said) return note;
  return `${said}${/[.!?]$/.test(said) ? '' : '.'} ${note}`;
}

/**
 * Whether a lesson is a quiz with questions to answer: such a lesson is done only by passing it
 * (the quizzes area's completeLesson), never by hand. A quiz lesson with no questions yet cannot be
 * passed, so it is marked by hand like any other lesson.
 */
async function isAnswerableQuiz(q: Queryable, lessonId: string): Promise<boolean> {
  const [quiz] = await q.select().from(quizzes).where(eq(quizzes.lessonId, lessonId));
  if (!quiz) return false;
  if (quiz.draw === 'fixed') return quiz.questionIds.length > 0;
  const [bank] = await q
    .select({ n: count() })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, quiz.courseId));
  return (quiz.drawCount ?? 0) > 0 && (bank?.n ?? 0) > 0;
}

export class EnrollmentChanges {
  constructor(
    private readonly ctx: AppContext,
    private readonly reads: EnrollmentReads,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private oneYear(now: Date): Date {
    return new Date(now.getTime() + YEAR_MS);
  }

  // ---------- writing ----------

  private async audit(
    q: Queryable,
    e: Pick<EnrollmentRow, 'id'>,
    actorId: string | null,
    from: EnrollmentStatus | null,
    to: EnrollmentStatus,
    expiresAt: Date | null,
    reason?: string,
  ): Promise<void> {
    await q.insert(enrollmentAudit).values({
      enrollmentId: e.id,
      actorId,
      fromStatus: from,
      toStatus: to,
      expiresAt,
      reason: reason?.trim() || null,
      createdAt: this.ctx.now(),
    });
  }

  /** The pair's enrollment, locked, with a due expiry stored first. */
  private async lockPair(tx: Tx, studentId: string, courseId: string) {
    const pair = and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId));
    await this.reads.expireDue(tx, pair);
    const [e] = await tx.select().from(enrollments).where(pair).for('update');
    return e;
  }

  private async lockById(tx: Tx, id: string) {
    await this.reads.expireDue(tx, eq(enrollments.id, id));
    const [e] = await tx.select().from(enrollments).where(eq(enrollments.id, id)).for('update');
    return e;
  }

  /** enrollInCourse: 201 when it became active, 200 when it already was. */
  async enroll(
    student: Principal,
    courseId: string,
  ): Promise<{ created: boolean; dto: Enrollment }> {
    return this.db.transaction(async (tx) => {
      const [c] = await tx.select().from(courses).where(eq(courses.id, courseId));
      if (!c) throw notFound('Course not found.');
      const now = this.ctx.now();
      let e = await this.lockPair(tx, student.id, courseId);
      if (!e && c.status !== 'published') throw notFound('Course not found.');
      if (e && isLearning(e.status)) return { created: false, dto: await this.reads.dto(tx, e.id) };

      const price = Number(c.price);
      // A cancelled enrollment whose charge stood (left late, or paid before leaving) still has
      // its term: coming back resumes it and charges only what is missing of the price. An expired
      // one, or one whose term has run out since, starts a new term at the full price.
      const kept =
        e?.status === 'cancelled' && (e.expiresAt === null || e.expiresAt > now)
          ? Number(e.amountCharged)
          : 0;
      const resumes = e && kept > 0 ? { enrolledAt: e.enrolledAt, expiresAt: e.expiresAt } : null;
      const charge = paise(Math.max(price - kept, 0));
      const values = {
        status: 'active' as const,
        enrolledAt: resumes ? resumes.enrolledAt : now,
        expiresAt: resumes ? resumes.expiresAt : this.oneYear(now),
        completedAt: null,
        cancelledAt: null,
        amountCharged: paise(kept + charge),
        updatedAt: now,
      };
      const from = e?.status ?? null;
      if (e) {
        [e] = await tx.update(enrollments).set(values).where(eq(enrollments.id, e.id)).returning();
      } else {
        [e] = await tx
          .insert(enrollments)
          .values({ ...values, studentId: student.id, courseId, createdAt: now })
          .onConflictDoNothing()
          .returning();
        if (!e) {
          // A simultaneous request enrolled first: answer with its enrollment.
          const [other] = await tx
            .select({ id: enrollments.id })
            .from(enrollments)
            .where(and(eq(enrollments.studentId, student.id), eq(enrollments.courseId, courseId)));
          if (!other) throw new Error('enrollment vanished');
          return { created: false, dto: await this.reads.dto(tx, other.id) };
        }
      }
      if (!e) throw new Error('enrollment update returned no row');
      if (charge > 0) {
        await tx
          .update(users)
          .set({
            pendingAmount: sql`${users.pendingAmount} + ${charge}` as unknown as number,
            updatedAt: now,
          })
          .where(eq(users.id, student.id));
      }
      const resumed = resumes
        ? `Resumes the term already charged (${rupees(kept)})${charge > 0 ? `; ${rupees(charge)} more was charged` : ''}.`
        : null;
      await this.audit(
        tx,
        e,
        student.id,
        from,
        'active',
        e.expiresAt,
        withNote('Enrolled by the student.', resumed),
      );
      return { created: true, dto: await this.reads.dto(tx, e.id) };
    });
  }

  /**
   * Cancels an active enrollment. Within the refund window (the student leaving, less than 14 days
   * after enrolling, no lesson done) the part of the charge still unpaid comes off pendingAmount;
   * what was already paid stays charged (amountCharged keeps it) and the audit log says so.
   */
  private async cancel(tx: Tx, e: EnrollmentRow, actor: Principal, reason?: string): Promise<void> {
    const now = this.ctx.now();
    const charged = Number(e.amountCharged);
    const inWindow =
      actor.id === e.studentId &&
      charged > 0 &&
      now.getTime() - e.enrolledAt.getTime() < REFUND_WINDOW_MS &&
      e.completedLessonIds.length === 0;
    let refund = 0;
    if (inWindow) {
      // Locked: a payment confirmed at the same moment lowers the same row (payments/service.ts).
      const [owner] = await tx
        .select({ pendingAmount: users.pendingAmount })
        .from(users)
        .where(eq(users.id, e.studentId))
        .for('update');
      refund = paise(Math.min(charged, Math.max(Number(owner?.pendingAmount ?? 0), 0)));
    }
    const kept = paise(charged - refund);
    await tx
      .update(enrollments)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        ...(inWindow ? { amountCharged: kept } : {}),
      })
      .where(eq(enrollments.id, e.id));
    if (refund > 0) {
      await tx
        .update(users)
        .set({
          pendingAmount: sql`greatest(${users.pendingAmount} - ${refund}, 0)` as unknown as number,
          updatedAt: now,
        })
        .where(eq(users.id, e.studentId));
    }
    const paidNote =
      inWindow && kept > 0
        ? `${rupees(kept)} was already paid: it stays charged and was not refunded${
            refund > 0 ? `; the unpaid ${rupees(refund)} was taken off` : ''
          }.`
        : null;
    await this.audit(
      tx,
      e,
      actor.id,
      e.status,
      'cancelled',
      e.expiresAt,
      withNote(reason ?? 'Left the course.', paidNote),
    );
  }

  async unenroll(student: Principal, courseId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [c] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!c) throw notFound('Course not found.');
      const e = await this.lockPair(tx, student.id, courseId);
      if (!e || e.status === 'cancelled' || e.status === 'expired') return;
      if (e.status === 'completed') {
        throw conflict('You have completed this course; a completed course cannot be left.');
      }
      await this.cancel(tx, e, student);
    });
  }

  async create(admin: Principal, body: EnrollmentCreateRequest): Promise<Enrollment> {
    return this.db.transaction(async (tx) => {
      const now = this.ctx.now();
      const student = await this.ctx.services.users.byId(body.studentId, tx);
      if (!student) throw notFound('Student not found.');
      const [c] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, body.courseId));
      if (!c) throw notFound('Course not found.');
      if (student.role !== 'student' || !student.isActive) {
        throw fieldError('studentId', 'Student must be an active student account');
      }
      const expiresAt =
        body.expiresAt === undefined
          ? this.oneYear(now)
          : body.expiresAt === null
            ? null
            : new Date(body.expiresAt);
      if (expiresAt && expiresAt <= now)
        throw fieldError('expiresAt', 'Expires at must be in the future');
      let e = await this.lockPair(tx, student.id, c.id);
      if (e && isLearning(e.status)) {
        throw conflict(`This student is already enrolled (${e.status}).`);
      }
      const from = e?.status ?? null;
      const values = {
        status: 'active' as const,
        enrolledAt: now,
        expiresAt,
        completedAt: null,
        cancelledAt: null,
        updatedAt: now,
      };
      if (e) {
        [e] = await tx.update(enrollments).set(values).where(eq(enrollments.id, e.id)).returning();
      } else {
        [e] = await tx
          .insert(enrollments)
          .values({
            ...values,
            studentId: student.id,
            courseId: c.id,
            amountCharged: 0,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!e) throw conflict('This student is already enrolled.');
      }
      if (!e) throw new Error('enrollment write returned no row');
      await this.audit(tx, e, admin.id, from, 'active', expiresAt, 'Enrolled by an admin.');
      return this.reads.dto(tx, e.id);
    });
  }

  async updateStatus(
    caller: Principal,
    id: string,
    body: EnrollmentStatusUpdate,
  ): Promise<Enrollment> {
    return this.db.transaction(async (tx) => {
      const e = await this.lockById(tx, id);
      if (!e || (caller.role !== 'admin' && e.studentId !== caller.id)) {
        throw notFound('Enrollment not found.');
      }
      if (caller.role !== 'admin') {
        if (body.expiresAt !== undefined || body.status !== 'cancelled') {
          throw forbidden('Students can only cancel their own enrollment.');
        }
        if (e.status === 'cancelled') return this.reads.dto(tx, id);
        if (e.status !== 'active') throw forbidden('Only an active enrollment can be cancelled.');
        await this.cancel(tx, e, caller, body.reason);
        return this.reads.dto(tx, id);
      }

      const now = this.ctx.now();
      const sentExpiry = body.expiresAt !== undefined;
      const expiry = body.expiresAt ? new Date(body.expiresAt) : null;
      const future = (d: Date | null) => d === null || d > now;
      const set: Partial<typeof enrollments.$inferInsert> = {};
      if (body.status === e.status) {
        if (!sentExpiry) return this.reads.dto(tx, id);
        if (e.status === 'active' && !future(expiry)) {
          throw fieldError(
            'expiresAt',
            'Expires at must be in the future for an active enrollment',
          );
        }
        set.expiresAt = expiry;
      } else {
        switch (body.status) {
          case 'active':
            if (sentExpiry && !future(expiry)) {
              throw fieldError(
                'expiresAt',
                'Expires at must be in the future for an active enrollment',
              );
            }
            set.expiresAt = sentExpiry
              ? expiry
              : future(e.expiresAt)
                ? e.expiresAt
                : this.oneYear(now);
            set.completedAt = null;
            set.cancelledAt = null;
            break;
          case 'completed':
            set.completedAt = now;
            set.cancelledAt = null;
            if (sentExpiry) set.expiresAt = expiry;
            break;
          case 'expired':
            if (future(e.expiresAt)) set.expiresAt = now;
            break;
          case 'cancelled':
            set.cancelledAt = now;
            if (sentExpiry) set.expiresAt = expiry;
            break;
        }
        set.status = body.status;
      }
      const [after] = await tx
        .update(enrollments)
        .set({ ...set, updatedAt: now })
        .where(eq(enrollments.id, id))
        .returning();
      if (!after) throw notFound('Enrollment not found.');
      await this.audit(tx, e, caller.id, e.status, after.status, after.expiresAt, body.reason);
      return this.reads.dto(tx, id);
    });
  }

  async updateProgress(
    student: Principal,
    id: string,
    body: EnrollmentProgressUpdate,
  ): Promise<Enrollment> {
    const { dto, delivery } = await this.db.transaction(async (tx) => {
      const e = await this.lockById(tx, id);
      if (!e || e.studentId !== student.id) throw notFound('Enrollment not found.');
      if (e.status === 'expired' || e.status === 'cancelled') {
        throw conflict(`This enrollment is ${e.status}. Enroll again to continue.`);
      }
      if (await isAnswerableQuiz(tx, body.lessonId)) {
        throw conflict('A quiz lesson is done by passing its quiz; it cannot be marked by hand.');
      }
      const delivery = await this.recordProgress(tx, e, body.lessonId, body.completed, student.id);
      return { dto: await this.reads.dto(tx, id), delivery };
    });
    this.ctx.hub.deliver(delivery);
    return dto;
  }

  /**
   * Marks a lesson done or not and recomputes progress; finishing every lesson completes the course
   * and runs the completion hooks (extensions.onCourseCompleted) in the same transaction. Answers
   * what they announce, for the caller to deliver once the transaction has committed.
   */
  private async recordProgress(
    tx: Tx,
    e: EnrollmentRow,
    lessonId: string,
    completed: boolean,
    actorId: string,
  ): Promise<Delivery> {
    const lessons = (
      await tx
        .select({ id: courseLessons.id })
        .from(courseLessons)
        .where(eq(courseLessons.courseId, e.courseId))
    ).map((l) => l.id);
    if (!lessons.includes(lessonId)) {
      throw fieldError('lessonId', 'Lesson is not part of this course');
    }
    const done = new Set(e.completedLessonIds.filter((l) => lessons.includes(l)));
    if (completed) done.add(lessonId);
    else done.delete(lessonId);
    const now = this.ctx.now();
    const progress = Math.round((100 * done.size) / lessons.length);
    const finishes = e.status === 'active' && done.size === lessons.length;
    await tx
      .update(enrollments)
      .set({
        completedLessonIds: lessons.filter((l) => done.has(l)),
        progress,
        lastLessonId: lessonId,
        lastAccessedAt: now,
        updatedAt: now,
        ...(finishes ? { status: 'completed' as const, completedAt: now } : {}),
      })
      .where(eq(enrollments.id, e.id));
    if (!finishes) return { events: [] };
    await this.audit(tx, e, actorId, 'active', 'completed', e.expiresAt, 'Every lesson is done.');
    const completion = { studentId: e.studentId, courseId: e.courseId, at: now };
    const events = [];
    for (const hook of this.ctx.extensions.onCourseCompleted) {
      events.push(...(await hook(tx, completion)).events);
    }
    return { events };
  }

  /**
   * Counts a lesson done for the student in the caller's transaction (the quizzes area: a passed
   * quiz); nothing when the student is no longer enrolled (expired or cancelled). Answers what
   * completing the course announces, for the caller to deliver after its commit.
   */
  async completeLesson(
    tx: Tx,
    studentId: string,
    courseId: string,
    lessonId: string,
  ): Promise<Delivery> {
    const e = await this.lockPair(tx, studentId, courseId);
    if (!e || !isLearning(e.status)) return { events: [] };
    return this.recordProgress(tx, e, lessonId, true, studentId);
  }
}
