/**
 * Certificates (issue 29): a student's own, the admin's list and one public verification. An issue
 * or a revoke refreshes all of them.
 */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  /** The admin's list, one entry per page (by its cursor). */
  list: (cursor: string | undefined) => [...certificateKeys.all, 'list', cursor ?? null] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
};
