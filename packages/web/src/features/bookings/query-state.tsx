import { normalizeError } from '@campus/sdk';
import { Alert, Button, Skeleton, SkeletonGroup, Stack, Text } from '@campus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list's loading skeleton, its error with a retry, its empty line, or the list itself. */
export function QueryState<T>({
  query,
  label,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading your bookings…"). */
  label: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <SkeletonGroup label={label}>
        <Stack gap="sm">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="danger">
        {normalizeError(query.error).message}{' '}
        <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (isEmpty(query.data)) return <Text tone="muted">{empty}</Text>;
  return <>{children(query.data)}</>;
}
