// Courses as readers see them: the public catalogue, the detail and learning view, an author's
// list, and ratings. Authoring (create, edit, delete with the curriculum) is in authoring.ts.
import type {
  Course,
  CoursePage,
  CourseRatingRequest,
  CourseRatingResult,
  CourseSort,
  CourseSummary,
  CourseViewer,
  OperationQuery,
} from '@campus/sdk/model';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  courseLessons,
  courseModules,
  coursePublishedKey,
  courseRatingKey,
  courseRatings,
  courses,
  enrollments,
  users,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { likePattern } from '../../lib/list-query';
import {
  courseSummary,
  curriculum,
  effectiveStatus,
  enrolledCountSql,
  popularitySql,
  instructorCols,
  instructors,
  ratingAverage,
} from './dto';
import { lockCourse } from './curriculum';

type CourseListQuery = OperationQuery<'listCourses'>;

/**
 * The catalogue's order for each sort, as a keyset (pages by cursor), each ending on the
 * id (ascending). A course never published has no publishedAt and comes last among the
 * newest (coalesced to the epoch, before any real publication); a course without ratings comes last
 * by rating (coalesced to -1, below every average). Each order is read from an index on the course
 * (db/schema/courses.ts); `popular` by the kept enrolment total on the course row (popularitySql;
 * the contract's listCourses says what it may lag).
 */
function coursesKeyset(sort: CourseSort, enrolled: SQL<number>): Keyset {
  const id = { expr: courses.id, type: 'uuid', dir: 'asc' } as const;
  const keys: Keyset['keys'] = (() => {
    switch (sort) {
      case 'popular':
        return [{ expr: enrolled, type: 'integer', dir: 'desc' }, id];
      case 'rating':
        return [
          { expr: courseRatingKey(courses), type: 'float8', dir: 'desc' },
          { expr: courses.ratingCount, type: 'integer', dir: 'desc' },
          id,
        ];
      case 'price-asc':
        return [{ expr: courses.price, type: 'numeric', dir: 'asc' }, id];
      case 'price-desc':
        return [{ expr: courses.price, type: 'numeric', dir: 'desc' }, id];
      case 'title':
        return [{ expr: sql`lower(${courses.title})`, type: 'text', dir: 'asc' }, id];
      case 'newest':
        return [
          { expr: coursePublishedKey(courses), type: 'timestamptz', dir: 'desc' },
          { expr: courses.createdAt, type: 'timestamptz', dir: 'desc' },
          id,
        ];
    }
  })();
  return { list: `courses:${sort}`, keys };
}

const ONE_DECIMAL = (n: number) => Math.round(n * 10) / 10;

export class CoursesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ---------- reading ----------

  /** Who may see drafts in a listing: admins all, instructors their own. */
  private visibility(viewer: Principal | null, status: CourseListQuery['status']): SQL | undefined {
    const published = eq(courses.status, 'published');
    if (viewer?.role === 'admin') {
      if (status === 'draft') return eq(courses.status, 'draft');
      if (status === 'all') return undefined;
      return published;
    }
    if (viewer?.role === 'instructor') {
      const ownDrafts = and(eq(courses.status, 'draft'), eq(courses.instructorId, viewer.id));
      if (status === 'draft') return ownDrafts;
      if (status === 'all') return or(published, ownDrafts);
      return published;
    }
    return published;
  }

  async list(viewer: Principal | null, q: CourseListQuery): Promise<CoursePage> {
    const now = this.ctx.now();
    const conds: (SQL | undefined)[] = [this.visibility(viewer, q.status)];
    if (q.search?.trim()) {
      const like = likePattern(q.search);
      conds.push(
        or(
          ilike(courses.title, like),
          ilike(courses.description, like),
          sql`array_to_string(${courses.tags}, ' ') ilike ${like}`,
          ilike(instructors.name, like),
        ),
      );
    }
    if (q.category?.trim())
      conds.push(sql`lower(${courses.category}) = lower(${q.category.trim()})`);
    if (q.level) conds.push(eq(courses.level, q.level));
    if (q.instructorId) conds.push(eq(courses.instructorId, q.instructorId));
    if (q.free === true) conds.push(eq(courses.price, 0));
    if (q.free === false) conds.push(sql`${courses.price} > 0`);
    const where = and(...conds.filter((c): c is SQL => c !== undefined));

    const keyset = coursesKeyset(q.sort ?? 'newest', popularitySql);
    const page = keysetPage(keyset, cursorScope(q), q);
    const rows = await this.db
      .select({
        c: courses,
        instructor: instructorCols,
        enrolledCount: enrolledCountSql(now),
        keys: keysetKeys(keyset),
      })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(and(where, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return {
      ...found,
      items: found.items.map((r) => courseSummary(r.c, r.instructor, r.enrolledCount)),
    };
  }

  /** The courses a user authored: drafts too for the author and admins. */
  async createdBy(viewer: Principal, userId: string): Promise<CourseSummary[]> {
    const [author] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!author) throw notFound('User not found.');
    const withDrafts = viewer.role === 'admin' || viewer.id === userId;
    const rows = await this.db
      .select({
        c: courses,
        instructor: instructorCols,
        enrolledCount: enrolledCountSql(this.ctx.now()),
      })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(
        and(
          eq(courses.instructorId, userId),
          withDrafts ? undefined : eq(courses.status, 'published'),
        ),
      )
      .orderBy(desc(courses.createdAt), asc(courses.id));
    return rows.map((r) => courseSummary(r.c, r.instructor, r.enrolledCount));
  }

  async get(viewer: Principal | null, id: string): Promise<Course> {
    const now = this.ctx.now();
    const [row] = await this.db
      .select({ c: courses, instructor: instructorCols, enrolledCount: enrolledCountSql(now) })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(eq(courses.id, id));
    if (!row) throw notFound('Course not found.');
    const c = row.c;
    const canEdit = !!viewer && (viewer.role === 'admin' || viewer.id === c.instructorId);
    let enrollment: typeof enrollments.$inferSelect | undefined;
    let rating: number | undefined;
    if (viewer) {
      [enrollment] = await this.db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.courseId, id), eq(enrollments.studentId, viewer.id)));
      const [r] = await this.db
        .select({ rating: courseRatings.rating })
        .from(courseRatings)
        .where(and(eq(courseRatings.courseId, id), eq(courseRatings.studentId, viewer.id)));
      rating = r?.rating;
    }
    const status = enrollment ? effectiveStatus(enrollment, now) : undefined;
    const learning = status === 'active' || status === 'completed';
    if (c.status !== 'published' && !canEdit && !learning) throw notFound('Course not found.');

    const [mods, lessons] = await Promise.all([
      this.db.select().from(courseModules).where(eq(courseModules.courseId, id)),
      this.db.select().from(courseLessons).where(eq(courseLessons.courseId, id)),
    ]);
    const dto: Course = {
      ...courseSummary(c, row.instructor, row.enrolledCount),
      modules: curriculum(mods, lessons, { canLearn: canEdit || learning, canEdit }),
    };
    if (viewer) {
      const v: CourseViewer = { enrolled: learning, canEdit };
      if (enrollment && status) {
        v.enrollmentId = enrollment.id;
        v.enrollmentStatus = status;
        v.progress = enrollment.progress;
        v.completedLessonIds = enrollment.completedLessonIds;
        if (enrollment.lastLessonId) v.lastLessonId = enrollment.lastLessonId;
      }
      if (rating !== undefined) v.rating = rating;
      dto.viewer = v;
    }
    return dto;
  }

  // ---------- ratings ----------

  async rate(
    student: Principal,
    id: string,
    body: CourseRatingRequest,
  ): Promise<CourseRatingResult> {
    return this.db.transaction(async (tx) => {
      // The course row lock serialises ratings of one course, so the totals always match.
      const c = await lockCourse(tx, id);
      const now = this.ctx.now();
      const [e] = await tx
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.courseId, id), eq(enrollments.studentId, student.id)));
      if (!e && c.status !== 'published') throw notFound('Course not found.');
      if (!e || effectiveStatus(e, now) === 'cancelled') {
        throw forbidden('Only students who have taken this course can rate it.');
      }
      const review = body.review?.trim() ? body.review.trim() : null;
      const [r] = await tx
        .insert(courseRatings)
        .values({
          courseId: id,
          studentId: student.id,
          rating: body.rating,
          review,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [courseRatings.courseId, courseRatings.studentId],
          set: { rating: body.rating, review, updatedAt: now },
        })
        .returning();
      const [totals] = await tx
        .select({ n: count(), sum: sql<number>`coalesce(sum(${courseRatings.rating}), 0)::int` })
        .from(courseRatings)
        .where(eq(courseRatings.courseId, id));
      const ratingCount = totals?.n ?? 0;
      const ratingSum = Number(totals?.sum ?? 0);
      await tx.update(courses).set({ ratingSum, ratingCount }).where(eq(courses.id, id));
      if (!r) throw new Error('rating upsert returned no row');
      const out: CourseRatingResult = {
        courseId: id,
        rating: r.rating,
        ratingAverage: ONE_DECIMAL(ratingAverage({ ratingSum, ratingCount })),
        ratingCount,
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.review) out.review = r.review;
      return out;
    });
  }

  /** Profile numbers: courses the user authored. */
  async createdCount(userId: string): Promise<number> {
    const [n] = await this.db
      .select({ n: count() })
      .from(courses)
      .where(eq(courses.instructorId, userId));
    return n?.n ?? 0;
  }
}
