import {
  getCourse,
  updateEnrollmentProgress,
  type Course,
  type Enrollment,
  type EnrollmentProgressUpdate,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { learningKeys } from '../../data/learning/keys';

/** The player reads the course with its curriculum and the viewer's enrollment (getCourse). */
export const playerQuery = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.player(courseId), queryFn: () => getCourse(courseId) });

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
      // What else shows a course's progress: the course pages, the dashboard, the self-paced hub.
      return refreshAfter(client, 'lesson.marked');
    },
  });
}
