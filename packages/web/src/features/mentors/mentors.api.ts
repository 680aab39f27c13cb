import { listMentors } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mentorKeys } from '../../data/mentors/keys';

/** Listed mentors, searched by name or expertise; the last answer stays while a search runs. */
export const mentorsQuery = (search: string | undefined) =>
  queryOptions({
    queryKey: mentorKeys.list(search),
    queryFn: () => listMentors({ search, pageSize: 50 }),
    placeholderData: keepPreviousData,
  });
