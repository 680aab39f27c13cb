import { joinLiveClass, listTodayLiveClasses, listUpcomingLiveClasses } from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Every live-class query sits under `all`, so one invalidation refreshes them all. */
export const liveClassKeys = {
  all: ['liveclasses'] as const,
  today: () => [...liveClassKeys.all, 'today'] as const,
  upcoming: () => [...liveClassKeys.all, 'upcoming'] as const,
};

const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
};

/**
 * Upcoming without what Today already lists: the server's upcoming list includes a class that is
 * live (or later today), and a class must appear once on the page (issue 12, found as a new user).
 */
export function withoutToday<T extends { _id: string }>(
  upcoming: ReadonlyArray<T>,
  today: ReadonlyArray<{ _id: string }> | undefined,
): T[] {
  const shown = new Set(today?.map((c) => c._id));
  return upcoming.filter((c) => !shown.has(c._id));
}

export function useJoinLiveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => joinLiveClass(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: liveClassKeys.all }),
        // The dashboard lists upcoming classes too; features never import each other, so its root
        // key is spelled here.
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
