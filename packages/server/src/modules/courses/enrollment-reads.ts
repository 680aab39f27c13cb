// Enrollments, reading: lists, one enrollment, a student's courses and counts — and the expiry sweep
// every read runs first (an active enrollment past `expiresAt` reads as expired everywhere; the
// hourly job and cleanupExpiredEnrollments store it). The changes (enrollments.ts) are built with
// these reads in routes.ts.
import type {
  EnrolledCourse,
  Enrollment,
  EnrollmentPage,
  EnrollmentStatus,
  OperationQuery,
} from '@campus/sdk/model';
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { courses, enrollmentAudit, enrollments, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { likePattern } from '../../lib/list-query';
import { personColumns } from '../../lib/people';
import {
  courseSummary,
  effectiveStatusSql,
  enrolledCountSql,
  enrollmentDto,
  enrollmentState,
  instructorCols,
  instructors,
  ts,
} from './dto';

export class EnrollmentReads {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ---------- expiry ----------

  /** Stores `expired` on active enrollments past their expiry (optionally only some); answers how many. */
  async expireDue(q: Queryable, only?: SQL): Promise<number> {
    const now = this.ctx.now();
    const rows = await q
      .update(enrollments)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(eq(enrollments.status, 'active'), sql`${enrollments.expiresAt} <= ${ts(now)}`, only),
      )
      .returning({ id: enrollments.id, expiresAt: enrollments.expiresAt });
    if (rows.length) {
      await q.insert(enrollmentAudit).values(
        rows.map((r) => ({
          enrollmentId: r.id,
          actorId: null,
          fromStatus: 'active' as const,
          toStatus: 'expired' as const,
          expiresAt: r.expiresAt,
          reason: 'The access period ended.',
          createdAt: now,
        })),
      );
    }
    return rows.length;
  }

  /** cleanupExpiredEnrollments and the hourly job: safe to repeat and to run concurrently. */
  cleanup(): Promise<number> {
    return this.db.transaction((tx) => this.expireDue(tx));
  }

  // ---------- reading ----------

  /** The enrollment with its people and course; `extra` adds columns (a page's cursor keys). */
  private select<K extends Record<string, SQL>>(q: Queryable, extra: K) {
    return q
      .select({
        ...extra,
        e: enrollments,
        student: personColumns,
        course: {
          id: courses.id,
          title: courses.title,
          thumbnailUrl: courses.thumbnailUrl,
          status: courses.status,
          lessonCount: courses.lessonCount,
        },
        instructor: instructorCols,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(instructors, eq(instructors.id, courses.instructorId));
  }

  /**
   * A page by cursor, newest first with ties by id: each page is an index range from the
   * cursor on (enrollments_enrolled_id_idx), and there is no total, which would count every match.
   * `list` names which list the cursor belongs to; the scope binds it to the filters.
   */
  private async page(
    list: string,
    conds: (SQL | undefined)[],
    q: OperationQuery<'listEnrollments'> | OperationQuery<'listCourseEnrollments'>,
  ): Promise<EnrollmentPage> {
    const now = this.ctx.now();
    const keyset: Keyset = {
      list,
      keys: [
        { expr: enrollments.enrolledAt, type: 'timestamptz', dir: 'desc' },
        { expr: enrollments.id, type: 'uuid', dir: 'desc' },
      ],
    };
    const page = keysetPage(keyset, cursorScope(q), q);
    const rows = page.finish(
      await this.select(this.db, { keys: keysetKeys(keyset) })
        .where(and(...conds, page.after))
        .orderBy(...page.order)
        .limit(page.limit),
      (r) => r.keys,
    );
    return {
      items: rows.items.map((r) => enrollmentDto(r.e, r.student, r.course, r.instructor, now)),
      nextCursor: rows.nextCursor,
      pageSize: rows.pageSize,
    };
  }

  /** One enrollment as the contract shows it, read inside `q` (a change's transaction). */
  async dto(q: Queryable, id: string): Promise<Enrollment> {
    const [r] = await this.select(q, {}).where(eq(enrollments.id, id));
    if (!r) throw notFound('Enrollment not found.');
    return enrollmentDto(r.e, r.student, r.course, r.instructor, this.ctx.now());
  }

  list(q: OperationQuery<'listEnrollments'>): Promise<EnrollmentPage> {
    const now = this.ctx.now();
    const conds: (SQL | undefined)[] = [];
    if (q.status) conds.push(sql`${effectiveStatusSql(now)} = ${q.status}`);
    if (q.courseId) conds.push(eq(enrollments.courseId, q.courseId));
    if (q.studentId) conds.push(eq(enrollments.studentId, q.studentId));
    if (q.search?.trim()) {
      const like = likePattern(q.search);
      conds.push(or(ilike(users.name, like), ilike(users.email, like), ilike(courses.title, like)));
    }
    return this.page('enrollments', conds, q);
  }

  async listForCourse(
    caller: Principal,
    courseId: string,
    q: OperationQuery<'listCourseEnrollments'>,
  ): Promise<EnrollmentPage> {
    const [c] = await this.db
      .select({ instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!c) throw notFound('Course not found.');
    if (caller.role !== 'admin' && c.instructorId !== caller.id) {
      throw forbidden('Only the course instructor or an admin can see its enrollments.');
    }
    const now = this.ctx.now();
    const conds: (SQL | undefined)[] = [eq(enrollments.courseId, courseId)];
    if (q.status) conds.push(sql`${effectiveStatusSql(now)} = ${q.status}`);
    if (q.search?.trim()) {
      const like = likePattern(q.search);
      conds.push(or(ilike(users.name, like), ilike(users.email, like)));
    }
    return this.page(`course-enrollments:${courseId}`, conds, q);
  }

  /** A student's courses with their enrollment (not cancelled unless asked); expiry is stored first. */
  async enrolledCourses(studentId: string, status?: EnrollmentStatus): Promise<EnrolledCourse[]> {
    await this.db.transaction((tx) => this.expireDue(tx, eq(enrollments.studentId, studentId)));
    const now = this.ctx.now();
    const rows = await this.db
      .select({
        e: enrollments,
        c: courses,
        instructor: instructorCols,
        enrolledCount: enrolledCountSql(now),
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(
        and(
          eq(enrollments.studentId, studentId),
          status ? eq(enrollments.status, status) : ne(enrollments.status, 'cancelled'),
        ),
      )
      .orderBy(
        sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt}) desc`,
        asc(enrollments.id),
      );
    return rows.map((r) => ({
      ...courseSummary(r.c, r.instructor, r.enrolledCount),
      enrollment: enrollmentState(r.e, now),
    }));
  }

  /** listUserEnrolledCourses: the student, a mentor of their batch, or an admin. */
  async enrolledCoursesOf(viewer: Principal, userId: string): Promise<EnrolledCourse[]> {
    const target = await this.ctx.services.users.byId(userId);
    if (!target) throw notFound('User not found.');
    const allowed =
      viewer.role === 'admin' ||
      viewer.id === userId ||
      (viewer.role === 'mentor' &&
        target.role === 'student' &&
        (await this.ctx.services.users.mentorHasStudent(viewer.id, target)));
    if (!allowed) throw forbidden("You cannot see this student's courses.");
    return this.enrolledCourses(userId);
  }

  async get(caller: Principal, id: string): Promise<Enrollment> {
    const [r] = await this.select(this.db, {}).where(eq(enrollments.id, id));
    const [c] = r
      ? await this.db
          .select({ instructorId: courses.instructorId })
          .from(courses)
          .where(eq(courses.id, r.e.courseId))
      : [];
    const mayRead =
      r &&
      (caller.role === 'admin' ||
        r.e.studentId === caller.id ||
        (caller.role === 'instructor' && c?.instructorId === caller.id));
    if (!r || !mayRead) throw notFound('Enrollment not found.');
    return enrollmentDto(r.e, r.student, r.course, r.instructor, this.ctx.now());
  }

  /** Profile numbers of a student. */
  async counts(studentId: string): Promise<{ enrolled: number; completed: number }> {
    const now = this.ctx.now();
    const [row] = await this.db
      .select({
        enrolled: sql<number>`count(*) filter (where ${effectiveStatusSql(now)} in ('active', 'completed'))::int`,
        completed: sql<number>`count(*) filter (where ${enrollments.status} = 'completed')::int`,
      })
      .from(enrollments)
      .where(eq(enrollments.studentId, studentId));
    return { enrolled: Number(row?.enrolled ?? 0), completed: Number(row?.completed ?? 0) };
  }
}
