import {
  assignStudentsToBatch,
  listAdminStudents,
  onboardStudents,
  type BatchAssignRequest,
  type ListAdminStudentsParams,
  type OnboardingRequest,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { userKeys } from '../../data/users/keys';

export const adminStudentsQuery = (params: ListAdminStudentsParams) =>
  queryOptions({
    queryKey: userKeys.adminStudents(params),
    queryFn: () => listAdminStudents(params),
    placeholderData: keepPreviousData,
  });

/** Students, batches and the overview all change: the users root and the batches console. */
function useInvalidate() {
  const client = useQueryClient();
  return () => refreshAfter(client, 'roster.changed');
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
