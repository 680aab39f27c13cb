import { listMentors } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The public directory's reads, under the `mentors` root that profile edits refresh. */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (search: string | undefined) => [...mentorKeys.all, 'list', search] as const,
};

/** Listed mentors, searched by name or expertise; the last answer stays while a search runs. */
export const mentorsQuery = (search: string | undefined) =>
  queryOptions({
    queryKey: mentorKeys.list(search),
    queryFn: () => listMentors({ search, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
