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
