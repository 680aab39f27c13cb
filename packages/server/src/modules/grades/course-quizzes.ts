// What both of a course's reports read the same way: its quiz lessons in curriculum order (the
// gradebook's columns, the quiz results' entries) and who its students are (the gradebook's rows,
// whom the quiz results count).
import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courseLessons, courseModules, courses, enrollments, quizzes } from '../../db/schema/index';

/**
 * A course's quiz lessons in curriculum order (module, then lesson position), each with its pass
 * mark when its settings were saved (null: the default).
 */
export function courseQuizLessons(q: Queryable, courseId: string) {
  return q
    .select({
      id: courseLessons.id,
      title: courseLessons.title,
      courseTitle: courses.title,
      passingScorePercent: quizzes.passingScorePercent,
    })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .leftJoin(quizzes, eq(quizzes.lessonId, courseLessons.id))
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.type, 'quiz')))
    .orderBy(asc(courseModules.position), asc(courseLessons.position), asc(courseLessons.id));
}

/** The student (a column holding a user id) is enrolled in the course, active or completed. */
export function enrolledIn(courseId: string, student: AnyColumn): SQL {
  return sql`exists (select 1 from ${enrollments} where ${enrollments.studentId} = ${student} and ${enrollments.courseId} = ${courseId} and ${enrollments.status} in ('active', 'completed'))`;
}
