import {
  exportBatchGradebook,
  exportCourseGradebook,
  getBatchGradebook,
  getCourseGradebook,
  getCourseQuizResults,
  getMyGrades,
  listBatches,
  listCourses,
  setGradeWeight,
  type BatchRef,
  type GetBatchGradebookParams,
  type GetCourseGradebookParams,
  type GradebookColumn,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gradeKeys } from '../../data/grades/keys';
import { saveDownload } from '../../lib/download';

/** The batches the caller may open (a mentor's own, every batch for an admin), newest first. */
export const gradeBatchesQuery = () =>
  queryOptions({
    queryKey: gradeKeys.batches(),
    queryFn: () => listBatches({ pageSize: 100 }),
  });

/**
 * An instructor's own courses, drafts included, or (no instructor: an admin's choice) every
 * course: each has a gradebook of its quizzes.
 */
export const gradeCoursesQuery = (instructorId?: string) =>
  queryOptions({
    queryKey: gradeKeys.courses(instructorId),
    queryFn: () =>
      listCourses({ ...(instructorId ? { instructorId } : {}), status: 'all', pageSize: 100 }),
  });

export const gradebookQuery = (batch: BatchRef, params: GetBatchGradebookParams) =>
  queryOptions({
    queryKey: gradeKeys.batch(batch, params),
    queryFn: () => getBatchGradebook(batch.monthYear, batch.domain, params),
    placeholderData: keepPreviousData,
  });

export const courseGradebookQuery = (courseId: string, params: GetCourseGradebookParams) =>
  queryOptions({
    queryKey: gradeKeys.course(courseId, params),
    queryFn: () => getCourseGradebook(courseId, params),
    placeholderData: keepPreviousData,
  });

/** How each quiz of a course went, and each of its questions (the instructor's report). */
export const courseQuizResultsQuery = (courseId: string) =>
  queryOptions({
    queryKey: gradeKeys.quizResults(courseId),
    queryFn: () => getCourseQuizResults(courseId),
  });

export const myGradesQuery = () =>
  queryOptions({ queryKey: gradeKeys.mine(), queryFn: () => getMyGrades() });

/** Saves the weights that changed, one call each, then refreshes every gradebook's totals. */
export function useSaveWeights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: { column: GradebookColumn; weight: number }[]) =>
      Promise.all(
        changes.map((c) => setGradeWeight(c.column.kind, c.column._id, { weight: c.weight })),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: gradeKeys.all }),
  });
}

/** Whose gradebook: a batch's or a course's (by its id, named by its title). */
export type GradebookSource =
  { kind: 'batch'; batch: BatchRef } | { kind: 'course'; courseId: string; title: string };

/**
 * Fetches a gradebook's CSV (with the caller's token) and hands it to the browser as a download,
 * under the name the server gives it (exportBatchGradebook, exportCourseGradebook).
 */
export async function downloadGradebook(source: GradebookSource): Promise<void> {
  saveDownload(
    source.kind === 'batch'
      ? await exportBatchGradebook(source.batch.monthYear, source.batch.domain)
      : await exportCourseGradebook(source.courseId),
  );
}
