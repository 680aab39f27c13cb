import { normalizeError } from '@campus/sdk';
import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data. A 4xx answer will not change by asking again, so only network
 * failures and 5xx are retried (once). Data is fresh for 30 s: moving between screens does not
 * refetch what was just shown, and mutations invalidate what they change.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const { status } = normalizeError(error);
          return failureCount < 1 && (status === 0 || status >= 500) && status !== 501;
        },
      },
      mutations: { retry: false },
    },
  });
}
