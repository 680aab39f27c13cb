/**
 * The home page's list, the public program pages and the admin's list share the root: an edit
 * refreshes them all.
 */
export const programKeys = {
  all: ['programs'] as const,
  list: () => [...programKeys.all, 'list'] as const,
  detail: (slug: string) => [...programKeys.all, 'detail', slug] as const,
  /** Every program, unpublished included (admins). */
  admin: () => [...programKeys.all, 'admin-list'] as const,
};
