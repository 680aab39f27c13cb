// Courses: the public catalogue, the detail and learning view, authoring with the curriculum
// (modules → lessons) and ratings. Ownership is enforced here (roles by the router): an instructor
// edits and deletes only their own courses, admins any. Every write is one transaction.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  courseLessons,
  courseModules,
  courseRatings,
  courses,
  enrollments,
  users,
  type CourseLevel,
  type CourseRow,
  type CourseStatus,
  type LessonType,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import {
  conflict,
  fieldError,
  forbidden,
  notFound,
  validationFailed,
  type FieldError,
} from '../../http/errors';
import { likePattern, type PageQuery } from './access';
import {
  courseSummary,
  curriculum,
  effectiveStatus,
  enrolledCountSql,
  instructorCols,
  instructors,
  ratingAverage,
  ts,
  type CourseSummaryDto,
  type ModuleDto,
} from './dto';
import { assertWebUrl, sanitizeRichText } from './html';

export type CourseSort = 'newest' | 'popular' | 'rating' | 'price-asc' | 'price-desc' | 'title';

export interface CourseListQuery extends PageQuery {
  search?: string;
  category?: string;
  level?: CourseLevel;
  instructorId?: string;
  free?: boolean;
  status?: 'published' | 'draft' | 'all';
  sort?: CourseSort;
}

export interface LessonInput {
  _id?: string;
  title: string;
  type: LessonType;
  durationMinutes?: number;
  preview?: boolean;
  content?: string;
  videoUrl?: string;
}

export interface ModuleInput {
  _id?: string;
  title: string;
  lessons: LessonInput[];
}

export interface CourseInput {
  title?: string;
  description?: string;
  category?: string;
  level?: CourseLevel;
  price?: number;
  thumbnailUrl?: string | null;
  tags?: string[];
  status?: CourseStatus;
  instructorId?: string;
  modules?: ModuleInput[];
}

export interface RatingInput {
  rating: number;
  review?: string;
}

interface NormLesson {
  id: string;
  title: string;
  type: LessonType;
  durationMinutes: number;
  preview: boolean;
  content: string | null;
  videoUrl: string | null;
}

interface NormModule {
  id: string;
  title: string;
  lessons: NormLesson[];
}

export interface CourseViewerDto {
  enrolled: boolean;
  enrollmentId?: string;
  enrollmentStatus?: ReturnType<typeof effectiveStatus>;
  progress?: number;
  completedLessonIds?: string[];
  lastLessonId?: string;
  rating?: number;
  canEdit: boolean;
}

export interface CourseDto extends CourseSummaryDto {
  modules: ModuleDto[];
  viewer?: CourseViewerDto;
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

  async list(viewer: Principal | null, q: CourseListQuery) {
    const now = this.ctx.now();
    const conds: (SQL | undefined)[] = [this.visibility(viewer, q.status ?? 'published')];
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

    const enrolled = enrolledCountSql(now);
    const order: SQL[] = (() => {
      switch (q.sort ?? 'newest') {
        case 'popular':
          return [desc(enrolled)];
        case 'rating':
          return [
            sql`(${courses.ratingSum}::float8 / nullif(${courses.ratingCount}, 0)) desc nulls last`,
            desc(courses.ratingCount),
          ];
        case 'price-asc':
          return [asc(courses.price)];
        case 'price-desc':
          return [desc(courses.price)];
        case 'title':
          return [sql`lower(${courses.title}) asc`];
        default:
          return [sql`${courses.publishedAt} desc nulls last`, desc(courses.createdAt)];
      }
    })();

    const [rows, [total]] = await Promise.all([
      this.db
        .select({ c: courses, instructor: instructorCols, enrolledCount: enrolled })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(where)
        .orderBy(...order, asc(courses.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db
        .select({ n: count() })
        .from(courses)
        .innerJoin(instructors, eq(instructors.id, courses.instructorId))
        .where(where),
    ]);
    return {
      items: rows.map((r) => courseSummary(r.c, r.instructor, r.enrolledCount)),
      total: total?.n ?? 0,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** The courses a user authored: drafts too for the author and admins. */
  async createdBy(viewer: Principal, userId: string): Promise<CourseSummaryDto[]> {
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

  async get(viewer: Principal | null, id: string): Promise<CourseDto> {
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
    const dto: CourseDto = {
      ...courseSummary(c, row.instructor, row.enrolledCount),
      modules: curriculum(mods, lessons, canEdit || learning),
    };
    if (viewer) {
      const v: CourseViewerDto = { enrolled: learning, canEdit };
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

  // ---------- authoring ----------

  private async checkInstructor(q: Queryable, id: string): Promise<void> {
    const [u] = await q.select().from(users).where(eq(users.id, id));
    if (!u || !u.isActive || (u.role !== 'instructor' && u.role !== 'admin')) {
      throw fieldError('instructorId', 'Instructor must be an active instructor or admin');
    }
  }

  async create(caller: Principal, body: CourseInput & Required<Pick<CourseInput, 'title'>>) {
    let instructorId = caller.id;
    if (body.instructorId && body.instructorId !== caller.id) {
      if (caller.role !== 'admin') throw forbidden('Only admins may name another instructor.');
      instructorId = body.instructorId;
    }
    assertWebUrl('thumbnailUrl', body.thumbnailUrl);
    const modules = normalize(body.modules ?? [], new Set(), new Set());
    const status = body.status ?? 'draft';
    const description = (body.description ?? '').trim();
    if (status === 'published') {
      const problems = publishProblems(description, modules);
      if (problems.length) throw validationFailed(problems);
    }
    const id = await this.db.transaction(async (tx) => {
      if (instructorId !== caller.id) await this.checkInstructor(tx, instructorId);
      const now = this.ctx.now();
      const [row] = await tx
        .insert(courses)
        .values({
          title: body.title!.trim(),
          description,
          category: body.category!.trim(),
          level: body.level!,
          price: body.price ?? 0,
          thumbnailUrl: body.thumbnailUrl ?? null,
          tags: normalizeTags(body.tags),
          status,
          instructorId,
          publishedAt: status === 'published' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: courses.id });
      if (!row) throw new Error('insert returned no row');
      await storeCurriculum(tx, row.id, modules);
      return row.id;
    });
    return this.get(caller, id);
  }

  async update(caller: Principal, id: string, body: CourseInput) {
    await this.db.transaction(async (tx) => {
      const c = await lockCourse(tx, id);
      if (caller.role !== 'admin' && c.instructorId !== caller.id) {
        throw forbidden('You can only edit your own courses.');
      }
      const set: Partial<typeof courses.$inferInsert> = {};
      if (body.instructorId !== undefined && body.instructorId !== c.instructorId) {
        if (caller.role !== 'admin') throw forbidden('Only admins may change the instructor.');
        await this.checkInstructor(tx, body.instructorId);
        set.instructorId = body.instructorId;
      }
      if (body.thumbnailUrl !== undefined) {
        assertWebUrl('thumbnailUrl', body.thumbnailUrl);
        set.thumbnailUrl = body.thumbnailUrl;
      }
      if (body.title !== undefined) set.title = body.title.trim();
      if (body.description !== undefined) set.description = body.description.trim();
      if (body.category !== undefined) set.category = body.category.trim();
      if (body.level !== undefined) set.level = body.level;
      if (body.price !== undefined) set.price = body.price;
      if (body.tags !== undefined) set.tags = normalizeTags(body.tags);

      let modules: NormModule[] | undefined;
      if (body.modules) {
        const [mods, lessons] = await Promise.all([
          tx
            .select({ id: courseModules.id })
            .from(courseModules)
            .where(eq(courseModules.courseId, id)),
          tx
            .select({ id: courseLessons.id })
            .from(courseLessons)
            .where(eq(courseLessons.courseId, id)),
        ]);
        modules = normalize(
          body.modules,
          new Set(mods.map((m) => m.id)),
          new Set(lessons.map((l) => l.id)),
        );
      }
      const status = body.status ?? c.status;
      if (body.status !== undefined) set.status = body.status;
      if (
        status === 'published' &&
        (body.status !== undefined || body.modules !== undefined || body.description !== undefined)
      ) {
        const problems = publishProblems(
          set.description ?? c.description,
          modules ?? (await loadNormalized(tx, id)),
        );
        if (problems.length) throw validationFailed(problems);
      }
      const now = this.ctx.now();
      if (status === 'published' && !c.publishedAt) set.publishedAt = now;
      if (modules) {
        await storeCurriculum(tx, id, modules);
        await recomputeProgress(tx, id, now);
      }
      await tx
        .update(courses)
        .set({ ...set, updatedAt: now })
        .where(eq(courses.id, id));
    });
    return this.get(caller, id);
  }

  async remove(caller: Principal, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const c = await lockCourse(tx, id);
      if (caller.role !== 'admin') {
        if (c.instructorId !== caller.id) throw forbidden('You can only delete your own courses.');
        const now = this.ctx.now();
        const [n] = await tx
          .select({ n: count() })
          .from(enrollments)
          .where(
            and(
              eq(enrollments.courseId, id),
              or(
                eq(enrollments.status, 'completed'),
                and(
                  eq(enrollments.status, 'active'),
                  sql`(${enrollments.expiresAt} is null or ${enrollments.expiresAt} > ${ts(now)})`,
                ),
              ),
            ),
          );
        if ((n?.n ?? 0) > 0) {
          throw conflict(
            'Students are enrolled in this course, so it cannot be deleted. Unpublish it instead.',
          );
        }
      }
      await tx.delete(courses).where(eq(courses.id, id));
    });
  }

  // ---------- ratings ----------

  async rate(student: Principal, id: string, body: RatingInput) {
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
      const out: {
        courseId: string;
        rating: number;
        review?: string;
        ratingAverage: number;
        ratingCount: number;
        updatedAt: string;
      } = {
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

// ---------- curriculum helpers ----------

export async function lockCourse(tx: Tx, id: string): Promise<CourseRow> {
  const [c] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!c) throw notFound('Course not found.');
  return c;
}

function normalizeTags(tags: string[] | undefined): string[] {
  const out: string[] = [];
  for (const t of tags ?? []) {
    const v = t.trim();
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  }
  return out;
}

/**
 * Checks ids (an `_id` must be an existing module/lesson of this course, used once), URLs, and
 * sanitises lesson content. Collects every problem into one 400.
 */
function normalize(
  input: ModuleInput[],
  moduleIds: Set<string>,
  lessonIds: Set<string>,
): NormModule[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  const out = input.map((m, i) => {
    let id: string = randomUUID();
    if (m._id) {
      if (!moduleIds.has(m._id) || seen.has(m._id)) {
        problems.push({
          path: `modules.${i}._id`,
          msg: 'Module id does not belong to this course',
        });
      }
      seen.add(m._id);
      id = m._id;
    }
    return {
      id,
      title: m.title.trim(),
      lessons: m.lessons.map((l, j) => {
        const at = `modules.${i}.lessons.${j}`;
        let lid: string = randomUUID();
        if (l._id) {
          if (!lessonIds.has(l._id) || seen.has(l._id)) {
            problems.push({ path: `${at}._id`, msg: 'Lesson id does not belong to this course' });
          }
          seen.add(l._id);
          lid = l._id;
        }
        if (l.videoUrl !== undefined && !/^https?:\/\//i.test(l.videoUrl)) {
          problems.push({ path: `${at}.videoUrl`, msg: 'Video URL must be an http(s) URL' });
        }
        const content = l.content === undefined ? '' : sanitizeRichText(l.content);
        return {
          id: lid,
          title: l.title.trim(),
          type: l.type,
          durationMinutes: l.durationMinutes ?? 0,
          preview: l.preview ?? false,
          content: content === '' ? null : content,
          videoUrl: l.videoUrl ?? null,
        };
      }),
    };
  });
  if (problems.length) throw validationFailed(problems);
  return out;
}

/** What a course needs before it can be published (empty when it may be). */
function publishProblems(description: string, modules: NormModule[]): FieldError[] {
  const problems: FieldError[] = [];
  if (!description.trim()) {
    problems.push({ path: 'description', msg: 'Description is required to publish' });
  }
  if (!modules.some((m) => m.lessons.length > 0)) {
    problems.push({ path: 'modules', msg: 'Add at least one module with a lesson to publish' });
  }
  modules.forEach((m, i) =>
    m.lessons.forEach((l, j) => {
      const at = `modules.${i}.lessons.${j}`;
      if (l.type === 'video' && !l.videoUrl) {
        problems.push({ path: `${at}.videoUrl`, msg: `Video URL is required for "${l.title}"` });
      }
      if (l.type !== 'video' && !l.content) {
        problems.push({ path: `${at}.content`, msg: `Content is required for "${l.title}"` });
      }
    }),
  );
  return problems;
}

async function loadNormalized(q: Queryable, courseId: string): Promise<NormModule[]> {
  const [mods, lessons] = await Promise.all([
    q.select().from(courseModules).where(eq(courseModules.courseId, courseId)),
    q.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)),
  ]);
  return [...mods]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({
      id: m.id,
      title: m.title,
      lessons: lessons
        .filter((l) => l.moduleId === m.id)
        .sort((a, b) => a.position - b.position)
        .map((l) => ({
          id: l.id,
          title: l.title,
          type: l.type,
          durationMinutes: l.durationMinutes,
          preview: l.preview,
          content: l.content,
          videoUrl: l.videoUrl,
        })),
    }));
}

/** Replaces the curriculum (ids kept as given) and the course's computed counts. */
async function storeCurriculum(tx: Tx, courseId: string, modules: NormModule[]): Promise<void> {
  await tx.delete(courseModules).where(eq(courseModules.courseId, courseId));
  if (modules.length) {
    await tx
      .insert(courseModules)
      .values(modules.map((m, i) => ({ id: m.id, courseId, title: m.title, position: i + 1 })));
  }
  const lessons = modules.flatMap((m) =>
    m.lessons.map((l, j) => ({ ...l, moduleId: m.id, courseId, position: j + 1 })),
  );
  if (lessons.length) await tx.insert(courseLessons).values(lessons);
  await tx
    .update(courses)
    .set({
      moduleCount: modules.length,
      lessonCount: lessons.length,
      durationMinutes: lessons.reduce((s, l) => s + l.durationMinutes, 0),
    })
    .where(eq(courses.id, courseId));
}

/**
 * After a curriculum change: removed lessons leave every enrollment's completed list, progress is
 * recomputed, and an active enrollment whose remaining lessons are all done becomes completed.
 */
async function recomputeProgress(tx: Tx, courseId: string, now: Date): Promise<void> {
  const ids = (
    await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId))
  ).map((l) => l.id);
  const keep =
    ids.length === 0
      ? sql`'{}'::uuid[]`
      : sql`array[${sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        )}]`;
  const n = ids.length;
  await tx
    .update(enrollments)
    .set({
      completedLessonIds: sql`array(select x from unnest(${enrollments.completedLessonIds}) x where x = any(${keep}))`,
      lastLessonId: sql`case when ${enrollments.lastLessonId} = any(${keep}) then ${enrollments.lastLessonId} else null end`,
    })
    .where(eq(enrollments.courseId, courseId));
  const done = sql`cardinality(${enrollments.completedLessonIds})`;
  const finishes = sql`(${enrollments.status} = 'active' and ${n} > 0 and ${done} >= ${n} and (${enrollments.expiresAt} is null or ${enrollments.expiresAt} > ${ts(now)}))`;
  await tx
    .update(enrollments)
    .set({
      progress: n === 0 ? 0 : sql`round(100.0 * ${done} / ${n})::int`,
      status: sql`case when ${finishes} then 'completed' else ${enrollments.status} end`,
      completedAt: sql`case when ${finishes} then ${ts(now)} else ${enrollments.completedAt} end`,
      updatedAt: now,
    })
    .where(eq(enrollments.courseId, courseId));
}
