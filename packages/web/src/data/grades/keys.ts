import type { BatchRef, GetBatchGradebookParams, GetCourseGradebookParams } from '@campus/sdk';

/**
 * The gradebook's reads: a batch's pages (a mentor's or an admin's), a course's pages (its
 * instructor's), the batches and courses to choose from and a student's own grades. Task and quiz
 * changes change cells, and a weight changes every total, so `all` is what they invalidate
 * (data/changes.ts, the weights form).
 */
export const gradeKeys = {
  all: ['grades'] as const,
  batches: () => [...gradeKeys.all, 'batches'] as const,
  courses: (instructorId: string) => [...gradeKeys.all, 'courses', instructorId] as const,
  batch: (batch: BatchRef, params: GetBatchGradebookParams = {}) =>
    [...gradeKeys.all, 'batch', batch.monthYear, batch.domain, params] as const,
  course: (courseId: string, params: GetCourseGradebookParams = {}) =>
    [...gradeKeys.all, 'course', courseId, params] as const,
  mine: () => [...gradeKeys.all, 'mine'] as const,
};
