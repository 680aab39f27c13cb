// Enrollments: a student's place in a course. One per student and course (unique index); enrolling
// again reactivates it with its progress. An active enrollment past `expiresAt` reads as expired
// everywhere (effectiveStatus); the hourly sweep (and cleanupExpiredEnrollments) stores that. Every
// status change lands in the enrollment audit log (enrollment-audit.ts) with its actor and reason.
// The money terms (charges, refunds) are enrollment-terms.ts, lessons done and completion are
// enrollment-progress.ts. Reading is enrollment-reads.ts, which these changes are given (routes.ts
// composes them).
import type {
  Enrollment,
  EnrollmentCreateRequest,
  EnrollmentProgressUpdate,
  EnrollmentStatusUpdate,
} from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { courses, enrollments, users, type EnrollmentStatus } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { Delivery } from '../../realtime/hub';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { rupees } from '../../lib/money';
import { recordAudit } from './enrollment-audit';
import { isAnswerableQuiz, recordProgress } from './enrollment-progress';
import type { EnrollmentReads } from './enrollment-reads';
import { cancelEnrollment, oneYear, paise, termOnEnrolling, withNote } from './enrollment-terms';

const isLearning = (s: EnrollmentStatus) => s === 'active' || s === 'completed';

export class EnrollmentChanges {
  constructor(
    private readonly ctx: AppContext,
    private readonly reads: EnrollmentReads,
  ) {}

  private get db() {
    return this.ctx.db;
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

      const { kept, resumes, charge } = termOnEnrolling(e, Number(c.price), now);
      const values = {
        status: 'active' as const,
        enrolledAt: resumes ? resumes.enrolledAt : now,
        expiresAt: resumes ? resumes.expiresAt : oneYear(now),
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
      await recordAudit(
        this.ctx,
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

  async unenroll(student: Principal, courseId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [c] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!c) throw notFound('Course not found.');
      const e = await this.lockPair(tx, student.id, courseId);
      if (!e || e.status === 'cancelled' || e.status === 'expired') return;
      if (e.status === 'completed') {
        throw conflict('You have completed this course; a completed course cannot be left.');
      }
      await cancelEnrollment(this.ctx, tx, e, student);
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
          ? oneYear(now)
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
      await recordAudit(
        this.ctx,
        tx,
        e,
        admin.id,
        from,
        'active',
        expiresAt,
        'Enrolled by an admin.',
      );
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
        await cancelEnrollment(this.ctx, tx, e, caller, body.reason);
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
            set.expiresAt = sentExpiry ? expiry : future(e.expiresAt) ? e.expiresAt : oneYear(now);
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
      await recordAudit(
        this.ctx,
        tx,
        e,
        caller.id,
        e.status,
        after.status,
        after.expiresAt,
        body.reason,
      );
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
      const delivery = await recordProgress(
        this.ctx,
        tx,
        e,
        body.lessonId,
        body.completed,
        student.id,
      );
      return { dto: await this.reads.dto(tx, id), delivery };
    });
    this.ctx.hub.deliver(delivery);
    return dto;
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
    return recordProgress(this.ctx, tx, e, lessonId, true, studentId);
  }
}
