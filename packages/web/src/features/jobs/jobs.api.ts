import { listJobKinds, retryDeadJob, retryDeadJobs } from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { jobKeys } from '../../data/jobs/keys';

/** How often the page reads the queue again while it is open: the counts move by the second. */
export const JOBS_REFRESH_MS = 5_000;

export const jobKindsQuery = () =>
  queryOptions({
    queryKey: jobKeys.kinds(),
    queryFn: () => listJobKinds(),
    refetchInterval: JOBS_REFRESH_MS,
  });

/** Runs a kind's dead jobs again: every one (`id` undefined) or one. */
export function useRetryDead(kind: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) =>
      id === undefined ? retryDeadJobs(kind) : retryDeadJob(kind, id),
    onSuccess: () => refreshAfter(client, 'job.retried'),
  });
}
