import {
  assignStudentsToBatch,
  listAdminStudents,
  listMentorUsers,
  onboardStudents,
  type BatchAssignRequest,
  type ListAdminStudentsParams,
  type OnboardingRequest,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Under `users`, so account changes elsewhere in the console refresh this table too. */
export const adminStudentKeys = {
  all: ['users'] as const,
  list: (params: ListAdminStudentsParams) => ['users', 'admin-students', params] as const,
  mentors: ['users', 'admin-students', 'mentor-choices'] as const,
};

export const adminStudentsQuery = (params: ListAdminStudentsParams) =>
  queryOptions({
    queryKey: adminStudentKeys.list(params),
    queryFn: () => listAdminStudents(params),
    placeholderData: keepPreviousData,
  });

/** Working mentors to assign (the server lists approved, active ones). */
export const mentorChoicesQuery = () =>
  queryOptions({
    queryKey: adminStudentKeys.mentors,
    queryFn: () => listMentorUsers({ active: true, pageSize: 100 }),
  });

/** Students, batches and the overview all change: the users root and the batches console. */
function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminStudentKeys.all }),
      client.invalidateQueries({ queryKey: ['batches'] }),
    ]);
}

export function useAssignStudents() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: BatchAssignRequest) => assignStudentsToBatch(body),
    onSuccess: invalidate,
  });
}

/** The dry run writes nothing, so it invalidates nothing; the apply refreshes everything. */
export function useOnboarding() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: OnboardingRequest) => onboardStudents(body),
    onSuccess: (result) => (result.dryRun ? undefined : invalidate()),
  });
}
