import { listMentorUsers, type MentorListing, type User } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { userKeys } from './keys';

/**
 * Working mentors to pick from wherever a mentor is chosen (assigning a student, a batch's mentor):
 * only approved, active ones are asked for (an admin's list has every status otherwise). One
 * factory, so every picker shares the cache entry.
 */
export const mentorChoicesQuery = () =>
  queryOptions({
    queryKey: userKeys.mentorChoices(),
    queryFn: () => listMentorUsers({ active: true, status: 'approved', pageSize: 100 }),
  });

/** A mentor as a picker names them: with the email an admin's list carries (others get none). */
export const mentorChoiceLabel = (m: User | MentorListing) =>
  'email' in m ? `${m.name} (${m.email})` : m.name;
