// A student's progress through a course: lessons marked done (by hand, or by passing a quiz) and the
// course completed when every lesson is done.
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  courseLessons,
  enrollments,
  lessonCompletions,
  quizQuestions,
  quizzes,
  type EnrollmentRow,
} from '../../db/schema/index';
import { fieldError } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import { recordAudit } from './enrollment-audit';

/**
 * Whether a lesson is a quiz with questions to answer: such a lesson is done only by passing it
 * (the quizzes area's completeLesson), never by hand. A quiz lesson with no questions yet cannot be
 * passed, so it is marked by hand like any other lesson.
 */
export async function isAnswerableQuiz(q: Queryable, lessonId: string): Promise<boolean> {
  const [quiz] = await q.select().from(quizzes).where(eq(quizzes.lessonId, lessonId));
  if (!quiz) return false;
  if (quiz.draw === 'fixed') return quiz.questionIds.length > 0;
  const [bank] = await q
    .select({ n: count() })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, quiz.courseId));
  return (quiz.drawCount ?? 0) > 0 && (bank?.n ?? 0) > 0;
}

/**
 * Marks a lesson done or not and recomputes progress; finishing every lesson completes the course
 * and runs the completion hooks (extensions.onCourseCompleted) in the same transaction. Answers
 * what they announce, for the caller to deliver once the transaction has committed.
 */
export async function recordProgress(
  ctx: AppContext,
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
  const now = ctx.now();
  // When it was done (the first time it was marked), for the batch's week-by-week progress.
  if (completed)
    await tx
      .insert(lessonCompletions)
      .values({ enrollmentId: e.id, lessonId, studentId: e.studentId, completedAt: now })
      .onConflictDoNothing();
  else
    await tx
      .delete(lessonCompletions)
      .where(
        and(eq(lessonCompletions.enrollmentId, e.id), eq(lessonCompletions.lessonId, lessonId)),
      );
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
  await recordAudit(
    ctx,
    tx,
    e,
    actorId,
    'active',
    'completed',
    e.expiresAt,
    'Every lesson is done.',
  );
  const completion = { studentId: e.studentId, courseId: e.courseId, at: now };
  const events = [];
  for (const hook of ctx.extensions.onCourseCompleted) {
    events.push(...(await hook(tx, completion)).events);
  }
  return { events };
}
