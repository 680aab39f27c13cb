import {
  getCourse,
  getEbookCourse,
  getEbookModule,
  getEbookProgress,
  getLearningOverview,
  listBatchVideoProgress,
  listBatchVideos,
  listMyEbookReading,
  rateCourse,
  saveBatchVideoProgress,
  saveEbookProgress,
  updateEnrollmentProgress,
  type BatchRef,
  type BatchVideoProgress,
  type BatchVideoProgressUpdate,
  type Course,
  type CourseRatingRequest,
  type EbookProgressUpdate,
  type Enrollment,
  type EnrollmentProgressUpdate,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { batchKeys } from '../../data/batches/keys';
import { courseKeys } from '../../data/courses/keys';
import { dashboardKeys } from '../../data/dashboard/keys';
import { ebookKeys } from '../../data/ebooks/keys';
import { learningKeys } from '../../data/learning/keys';

/** The player reads the course with its curriculum and the viewer's enrollment (getCourse). */
export const playerQuery = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.player(courseId), queryFn: () => getCourse(courseId) });

/** What else shows a course's progress: the course pages, the dashboard and the self-paced hub. */
const elsewhere = [courseKeys.all, dashboardKeys.all, learningKeys.overview()] as const;

function withEnrollment(course: Course, e: Enrollment): Course {
  return {
    ...course,
    viewer: {
      ...course.viewer,
      enrolled: e.status === 'active' || e.status === 'completed',
      canEdit: course.viewer?.canEdit ?? false,
      enrollmentId: e._id,
      enrollmentStatus: e.status,
      progress: e.progress,
      completedLessonIds: e.completedLessonIds,
      ...(e.lastLessonId ? { lastLessonId: e.lastLessonId } : {}),
    },
  };
}

/**
 * Marks a lesson done or not done on the server (PATCH /api/enrollments/{id}/progress), so the
 * place is kept on every device. The answer is the enrollment itself: it goes straight into the
 * player's cache (no flash of the old progress), and everything else that shows it is refetched.
 */
export function useMarkLesson(courseId: string, enrollmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrollmentProgressUpdate) => updateEnrollmentProgress(enrollmentId, body),
    onSuccess: (enrollment) => {
      client.setQueryData(playerQuery(courseId).queryKey, (old) =>
        old ? withEnrollment(old, enrollment) : old,
      );
      return Promise.all(elsewhere.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export function useRateCourse(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseRatingRequest) => rateCourse(courseId, body),
    onSuccess: () =>
      Promise.all(
        [learningKeys.player(courseId), courseKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

// ---------- Skill_Up reading, batch videos, the self-paced hub (issue 14) ----------

export const ebookQuery = (id: string) =>
  queryOptions({ queryKey: ebookKeys.detail(id), queryFn: () => getEbookCourse(id) });

export const ebookModuleQuery = (id: string, moduleId: string) =>
  queryOptions({
    queryKey: ebookKeys.module(id, moduleId),
    queryFn: () => getEbookModule(id, moduleId),
  });

export const ebookProgressQuery = (id: string) =>
  queryOptions({ queryKey: learningKeys.ebookProgress(id), queryFn: () => getEbookProgress(id) });

export const myReadingQuery = () =>
  queryOptions({ queryKey: learningKeys.reading(), queryFn: () => listMyEbookReading() });

export const overviewQuery = () =>
  queryOptions({ queryKey: learningKeys.overview(), queryFn: () => getLearningOverview() });

export const batchVideosQuery = (b: BatchRef) =>
  queryOptions({ queryKey: batchKeys.videos(b), queryFn: () => listBatchVideos(b) });

export const batchVideoProgressQuery = (b: BatchRef) =>
  queryOptions({
    queryKey: learningKeys.videoProgress(b),
    queryFn: () => listBatchVideoProgress(b),
  });

/**
 * Keeps the reader's place on the server. The answer replaces the cached progress at once; the
 * lists that show reading (continue reading, the hub) are refetched when next shown.
 */
export function useSaveReading(ebookId: string) {
  const client = useQueryClient();
  return useMutation({
    // One at a time, in order: "module 2 read" must reach the server before "now at module 3".
    scope: { id: `reading-${ebookId}` },
    mutationFn: (body: EbookProgressUpdate) => saveEbookProgress(ebookId, body),
    onSuccess: (progress) => {
      client.setQueryData(learningKeys.ebookProgress(ebookId), progress);
      return Promise.all([
        client.invalidateQueries({ queryKey: learningKeys.reading() }),
        client.invalidateQueries({ queryKey: learningKeys.overview() }),
      ]);
    },
  });
}

/** Marks a batch video watched / keeps its position; the batch's progress list takes the answer. */
export function useSaveVideoProgress(b: BatchRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, ...body }: BatchVideoProgressUpdate & { videoId: string }) =>
      saveBatchVideoProgress(videoId, body),
    onSuccess: (saved) =>
      client.setQueryData(
        learningKeys.videoProgress(b),
        (old: BatchVideoProgress[] | undefined) => [
          ...(old ?? []).filter((p) => p.videoId !== saved.videoId),
          saved,
        ],
      ),
  });
}
