// Course authoring (instructors and admins): create, edit with the whole curriculum, delete.
// Ownership is enforced here (roles by the router): an instructor edits and deletes only their own
// courses, admins any. Every write is one transaction; the answer is the course as its author sees
// it (CoursesService.get).
import type { Course, CourseCreateRequest, CourseUpdateRequest } from '@campus/sdk/model';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { courseLessons, courseModules, courses, enrollments, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, forbidden, validationFailed } from '../../http/errors';
import {
  loadNormalized,
  lockCourse,
  normalize,
  normalizeTags,
  publishProblems,
  recomputeProgress,
  storeCurriculum,
  type NormModule,
} from './curriculum';
import { ts } from './dto';
import { resolveCover } from '../../lib/covers';
import type { CoursesService } from './service';

export class CourseAuthoringService {
  constructor(
    private readonly ctx: AppContext,
    private readonly queries: CoursesService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private get covers() {
    return { storage: this.ctx.storage, allowPrivateHosts: this.ctx.config.coverLinksPrivateHosts };
  }

  private async checkInstructor(q: Queryable, id: string): Promise<void> {
    const [u] = await q.select().from(users).where(eq(users.id, id));
    if (!u || !u.isActive || (u.role !== 'instructor' && u.role !== 'admin')) {
      throw fieldError('instructorId', 'Instructor must be an active instructor or admin');
    }
  }

  async create(caller: Principal, body: CourseCreateRequest): Promise<Course> {
    let instructorId = caller.id;
    if (body.instructorId && body.instructorId !== caller.id) {
      if (caller.role !== 'admin') throw forbidden('Only admins may name another instructor.');
      instructorId = body.instructorId;
    }
    // Fetched into Campus's storage before the transaction (no lock waits on another site).
    const thumbnailUrl = await resolveCover('thumbnailUrl', body.thumbnailUrl, this.covers);
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
          title: body.title.trim(),
          description,
          category: body.category.trim(),
          level: body.level,
          price: body.price,
          thumbnailUrl: thumbnailUrl ?? null,
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
    return this.queries.get(caller, id);
  }

  async update(caller: Principal, id: string, body: CourseUpdateRequest): Promise<Course> {
    const thumbnailUrl = await resolveCover('thumbnailUrl', body.thumbnailUrl, this.covers);
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
      if (thumbnailUrl !== undefined) set.thumbnailUrl = thumbnailUrl;
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
    return this.queries.get(caller, id);
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
}
