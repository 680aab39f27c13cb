import { joinLiveClass, listTodayLiveClasses, listUpcomingLiveClasses } from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const liveClassQueries = {
  today: queryOptions({
    queryKey: ['liveclasses', 'today'],
    queryFn: () => listTodayLiveClasses({ timezone: timezone() }),
    // A class opens and goes live on its own schedule: keep the list current while it is shown.
    refetchInterval: 60_000,
  }),
  upcoming: queryOptions({
    queryKey: ['liveclasses', 'upcoming'],
    queryFn: () => listUpcomingLiveClasses({ limit: 20 }),
  }),
};

export function useJoinLiveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => joinLiveClass(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['liveclasses'] }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
