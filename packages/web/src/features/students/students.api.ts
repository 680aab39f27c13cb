import { listMentorStudentTaskStats, type StudentTaskStatsPage } from '@campus/sdk';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { taskKeys } from '../../data/tasks/keys';

/**
 * Under the tasks root on purpose: every task event that changes a standing refreshes this too.
 * Paged by cursor, those who need attention first; `needAttention` counts every page.
 */
export const myStudentsQuery = () =>
  infiniteQueryOptions({
    queryKey: taskKeys.students(),
    queryFn: ({ pageParam }) => listMentorStudentTaskStats(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last: StudentTaskStatsPage) => last.nextCursor ?? undefined,
    select: (data) => ({
      items: data.pages.flatMap((p) => p.items),
      needAttention: data.pages[0]?.needAttention ?? 0,
    }),
  });
