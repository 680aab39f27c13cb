/** The job queue as an operator sees it: each kind's counts, its last error and its dead jobs. */
export const jobKeys = {
  all: ['jobs'] as const,
  kinds: () => [...jobKeys.all, 'kinds'] as const,
};
