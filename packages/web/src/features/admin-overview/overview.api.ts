import { getAdminSummary } from '@campus/sdk';
import { viewerTimeZone } from '@campus/ui';
import { queryOptions } from '@tanstack/react-query';

/**
 * Under the `users` root, so any change an admin makes to accounts (status, role, onboarding)
 * refreshes the overview's figures too.
 */
export const adminSummaryKey = (timezone: string) => ['users', 'admin-summary', timezone] as const;

export const adminSummaryQuery = (timezone = viewerTimeZone()) =>
  queryOptions({
    queryKey: adminSummaryKey(timezone),
    queryFn: () => getAdminSummary({ timezone }),
  });
