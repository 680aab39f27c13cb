import { listMentors, type MentorPage } from '@campus/sdk';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { mentorKeys } from '../../data/mentors/keys';

/**
 * Listed mentors, searched by name or expertise, paged by cursor: the pages read so far,
 * "Show more" reads the next; the last answer stays while a search runs.
 */
export const mentorsQuery = (search: string | undefined) =>
  infiniteQueryOptions({
    queryKey: mentorKeys.list(search),
    queryFn: ({ pageParam }) =>
      listMentors({ search, pageSize: 50, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last: MentorPage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
    placeholderData: keepPreviousData,
  });
