import type { ListMentorsParams } from '@campus/sdk';

/**
 * Mentor profiles: the public directory and the admin's list share the root, so an edit shows in
 * the directory at once. Mentor accounts (applications, choices) are the users domain's.
 */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (search: string | undefined) => [...mentorKeys.all, 'list', search] as const,
  admin: (params: ListMentorsParams) => [...mentorKeys.all, 'admin-list', params] as const,
};
