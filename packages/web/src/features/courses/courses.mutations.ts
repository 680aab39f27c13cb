import {
  enrollInCourse,
  rateCourse,
  unenrollFromCourse,
  type CourseRatingRequest,
} from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';

/**
 * Enrolling changes the course (enrolledCount, viewer), the lists, the student's dashboard and
 * player, and the pending amount: the queries are invalidated, and `onAccountChanged` (given by
 * the route, which owns the session) refreshes the signed-in user so Pending Payment is right at
 * once (spec §6).
 */
function useInvalidateAfterEnrollment(onAccountChanged?: () => unknown) {
  const client = useQueryClient();
  return () => Promise.all([refreshAfter(client, 'enrollment.changed'), onAccountChanged?.()]);
}

export function useEnroll(id: string, onAccountChanged?: () => unknown) {
  const invalidate = useInvalidateAfterEnrollment(onAccountChanged);
  return useMutation({ mutationFn: () => enrollInCourse(id), onSuccess: invalidate });
}

export function useUnenroll(id: string, onAccountChanged?: () => unknown) {
  const invalidate = useInvalidateAfterEnrollment(onAccountChanged);
  return useMutation({ mutationFn: () => unenrollFromCourse(id), onSuccess: invalidate });
}

/** Rated from the course page or at the end of the player: both show the rating. */
export function useRate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseRatingRequest) => rateCourse(id, body),
    onSuccess: () => refreshAfter(client, 'course.rated', { courseId: id }),
  });
}
