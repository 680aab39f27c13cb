import type { BatchRef, GetBatchGradebookParams, GetCourseGradebookParams } from '@campus/sdk';

/**
 * The gradebook's reads: a batch's pages (a mentor's or an admin's), a course's pages and its quiz
 * results (its instructor's), the batches and courses to choose from and a student's own grades.
 * Task and quiz changes change cells and results, and a weight changes every total, so `all` is what
 * they invalidate (data/changes.ts, the weights form); a quiz or a curriculum edited changes only the
 * quiz results (`quizResults()`: every course's).
 */
export const gradeKeys = {
  all: ['grades'] as const,
  batches: () => [...gradeKeys.all, 'batches'] as const,
  /** The courses to choose from: an instructor's own, or (none given) every course. */
  courses: (instructorId?: string) =>
    [...gradeKeys.all, 'courses', ...(instructorId ? [instructorId] : [])] as const,
  batch: (batch: BatchRef, params: GetBatchGradebookParams = {}) =>
    [...gradeKeys.all, 'batch', batch.monthYear, batch.domain, params] as const,
  course: (courseId: string, params: GetCourseGradebookParams = {}) =>
    [...gradeKeys.all, 'course', courseId, params] as const,
  mine: () => [...gradeKeys.all, 'mine'] as const,
  /** A course's quiz results; without a course, every course's. */
  quizResults: (courseId?: string) =>
    [...gradeKeys.all, 'quiz-results', ...(courseId ? [courseId] : [])] as const,
};
