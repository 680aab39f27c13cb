import { listMentorUsers } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKeys } from './keys';

/**
 * Working mentors to pick from wherever a mentor is chosen (assigning a student, a batch's mentor):
 * the server lists only approved, active ones. One factory, so every picker shares the cache entry.
 */
export const mentorChoicesQuery = () =>
  queryOptions({
    queryKey: userKeys.mentorChoices(),
    queryFn: () => listMentorUsers({ active: true, pageSize: 100 }),
  });
