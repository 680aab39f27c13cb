// Who may see a course's bank and a quiz lesson: the course's instructor or an admin author it; a
// student with an active or completed enrollment takes it. Anyone else gets 404, as if it did not
// exist (the role itself is checked by the router from the contract's x-roles).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { courseLessons, courses, enrollments, type CourseLessonRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import { effectiveStatus } from '../courses/public';

export const canAuthor = (user: Principal, course: { instructorId: string }) =>
  user.role === 'admin' || (user.role === 'instructor' && course.instructorId === user.id);

/** The course, when the caller may author its bank; 404 otherwise. */
export async function authoredCourse(q: Queryable, user: Principal, courseId: string) {
  const [c] = await q
    .select({ id: courses.id, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!c || !canAuthor(user, c)) throw notFound('Course not found.');
  return c;
}

export interface QuizLesson {
  lesson: CourseLessonRow;
  instructorId: string;
  /** The caller authors this quiz (instructor of the course or admin); else an enrolled student. */
  author: boolean;
}

/** A quiz lesson the caller may see (404 for any other lesson or caller). */
export async function quizLesson(
  ctx: AppContext,
  q: Queryable,
  user: Principal,
  lessonId: string,
): Promise<QuizLesson> {
  const [row] = await q
    .select({ lesson: courseLessons, instructorId: courses.instructorId })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.type, 'quiz')));
  if (!row) throw notFound('Quiz not found.');
  if (canAuthor(user, row)) return { ...row, author: true };
  if (user.role === 'student') {
    const [e] = await q
      .select({ status: enrollments.status, expiresAt: enrollments.expiresAt })
      .from(enrollments)
      .where(
        and(eq(enrollments.studentId, user.id), eq(enrollments.courseId, row.lesson.courseId)),
      );
    const status = e && effectiveStatus(e, ctx.now());
    if (status === 'active' || status === 'completed') return { ...row, author: false };
  }
  throw notFound('Quiz not found.');
}
