import { getAdminSummary } from '@campus/sdk';
import { viewerTimeZone } from '@campus/time';
import { queryOptions } from '@tanstack/react-query';
import { userKeys } from '../../data/users/keys';

export const adminSummaryQuery = (timezone = viewerTimeZone()) =>
  queryOptions({
    queryKey: userKeys.adminSummary(timezone),
    queryFn: () => getAdminSummary({ timezone }),
  });
