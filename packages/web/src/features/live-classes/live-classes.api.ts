import {
  cancelLiveClass,
  createLiveClass,
  endLiveClass,
  getLiveClassPermissions,
  joinLiveClass,
  listBatches,
  listTodayLiveClasses,
  listUpcomingLiveClasses,
  startLiveClass,
  updateLiveClass,
  type LiveClassCreateRequest,
  type LiveClassUpdateRequest,
} from '@campus/sdk';
import { viewerTimeZone } from '@campus/time';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { liveClassKeys } from '../../data/live-classes/keys';

const timezone = viewerTimeZone;

export const liveClassQueries = {
  today: queryOptions({
    queryKey: liveClassKeys.today(),
    queryFn: () => listTodayLiveClasses({ timezone: timezone() }),
    // A class opens and goes live on its own schedule: keep the list current while it is shown.
    refetchInterval: 60_000,
  }),
  upcoming: queryOptions({
    queryKey: liveClassKeys.upcoming(),
    queryFn: () => listUpcomingLiveClasses({ limit: 20 }),
  }),
  /** Which buttons the user sees (the server still refuses what it does not allow). */
  permissions: queryOptions({
    queryKey: liveClassKeys.permissions(),
    queryFn: () => getLiveClassPermissions(),
    staleTime: 5 * 60_000,
  }),
  /** The batches a host may schedule for: a mentor's own, every batch for an admin. */
  batches: queryOptions({
    queryKey: liveClassKeys.batches(),
    queryFn: async () => (await listBatches({ pageSize: 100 })).items,
  }),
};

/**
 * Upcoming without what Today already lists: the server's upcoming list includes a class that is
 * live (or later today), and a class must appear once on the page.
 */
export function withoutToday<T extends { _id: string }>(
  upcoming: ReadonlyArray<T>,
  today: ReadonlyArray<{ _id: string }> | undefined,
): T[] {
  const shown = new Set(today?.map((c) => c._id));
  return upcoming.filter((c) => !shown.has(c._id));
}

/** A change to a class refreshes every class list, and the dashboard's upcoming classes. */
function useClassMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refreshAfter(client, 'live-class.changed'),
  });
}

export const useJoinLiveClass = () => useClassMutation((id: string) => joinLiveClass(id));
export const useScheduleLiveClass = () =>
  useClassMutation((body: LiveClassCreateRequest) => createLiveClass(body));
export const useStartLiveClass = () => useClassMutation((id: string) => startLiveClass(id));
export const useEndLiveClass = () => useClassMutation((id: string) => endLiveClass(id));
/** Change a class: while scheduled anything, while live only title, text and link. */
export const useUpdateLiveClass = () =>
  useClassMutation(({ id, body }: { id: string; body: LiveClassUpdateRequest }) =>
    updateLiveClass(id, body),
  );
export const useCancelLiveClass = () => useClassMutation((id: string) => cancelLiveClass(id));
