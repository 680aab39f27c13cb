import type { ListCertificatesParams } from '@campus/sdk';

/**
 * Certificates: a student's own, the admin's list and one public verification. An issue
 * or a revoke refreshes all of them.
 */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  /** The admin's list, one entry per page (cursor and size). */
  list: (params: ListCertificatesParams) => [...certificateKeys.all, 'list', params] as const,
  verify: (code: string) => [...certificateKeys.all, 'verify', code] as const,
};
