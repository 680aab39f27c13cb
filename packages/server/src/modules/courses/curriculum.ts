// A course's curriculum (modules → lessons): checked, normalised (ids kept for existing rows so
// students' progress survives an edit), stored and the progress recomputed; shared by authoring and
// the readers' writes (ratings lock the course too).
import { randomUUID } from 'node:crypto';
import type { CourseModuleInput } from '@campus/sdk/model';
import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import {
  courseLessons,
  courseModules,
  courses,
  enrollments,
  type CourseRow,
  type LessonType,
} from '../../db/schema/index';
import { notFound, validationFailed, type FieldError } from '../../http/errors';
import { ts } from './dto';
import { renderRichText } from '../../lib/html';
import { passageIndex } from '../chatbot/public';

export interface NormLesson {
  id: string;
  title: string;
  type: LessonType;
  durationMinutes: number;
  preview: boolean;
  content: string | null;
  videoUrl: string | null;
}

export interface NormModule {
  id: string;
  title: string;
  lessons: NormLesson[];
}

export async function lockCourse(tx: Tx, id: string): Promise<CourseRow> {
  const [c] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  if (!c) throw notFound('Course not found.');
  return c;
}

export function normalizeTags(tags: string[] | undefined): string[] {
  const out: string[] = [];
  for (const t of tags ?? []) {
    const v = t.trim();
    if (v && !out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
  }
  return out;
}

/**
 * Checks ids (an `_id` must be an existing module/lesson of this course, used once) and URLs. Lesson
 * content is kept as the author's Markdown (rendered and sanitised on read, lib/html.ts); text that
 * renders to nothing once unsafe markup is removed counts as no content. Collects every problem into
 * one 400.
 */
export function normalize(
  input: CourseModuleInput[],
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
        const content = l.content?.trim() ?? '';
        return {
          id: lid,
          title: l.title.trim(),
          type: l.type,
          durationMinutes: l.durationMinutes ?? 0,
          preview: l.preview ?? false,
          content: renderRichText(content) === '' ? null : content,
          videoUrl: l.videoUrl ?? null,
        };
      }),
    };
  });
  if (problems.length) throw validationFailed(problems);
  return out;
}

/** What a course needs before it can be published (empty when it may be). */
export function publishProblems(description: string, modules: NormModule[]): FieldError[] {
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

export async function loadNormalized(q: Queryable, courseId: string): Promise<NormModule[]> {
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
export async function storeCurriculum(
  tx: Tx,
  courseId: string,
  modules: NormModule[],
): Promise<void> {
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
  // The assistant's passages of these lessons, in the same transaction: searchable on commit.
  await passageIndex.course(tx, courseId);
}

/**
 * After a curriculum change: removed lessons leave every enrollment's completed list, progress is
 * recomputed, and an active enrollment whose remaining lessons are all done becomes completed.
 */
export async function recomputeProgress(tx: Tx, courseId: string, now: Date): Promise<void> {
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
