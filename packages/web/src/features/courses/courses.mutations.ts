import {
  enrollInCourse,
  rateCourse,
  unenrollFromCourse,
  type CourseRatingRequest,
} from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../data/account/keys';
import { courseKeys } from '../../data/courses/keys';
import { dashboardKeys } from '../../data/dashboard/keys';
import { learningKeys } from '../../data/learning/keys';

/**
 * Enrolling changes the course (enrolledCount, viewer), the lists, the student's dashboard and
 * player, and the pending amount: the queries are invalidated, and `onAccountChanged` (given by
 * the route, which owns the session) refreshes the signed-in user so Pending Payment is right at
 * once (spec §6).
 */
function useInvalidateAfterEnrollment(onAccountChanged?: () => unknown) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: courseKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
      client.invalidateQueries({ queryKey: learningKeys.all }),
      client.invalidateQueries({ queryKey: accountKeys.all }),
      onAccountChanged?.(),
    ]);
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
    onSuccess: () =>
      Promise.all(
        [courseKeys.all, learningKeys.player(id)].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
