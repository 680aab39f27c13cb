import { normalizeError, type CampusError } from '@campus/sdk';
import { Alert, PageHeader, Skeleton, SkeletonGroup, Stack } from '@campus/ui';
import type { ReactElement, ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/**
 * The server knows nothing at this address: a 404, or a 400 — a page's only inputs are the ids in
 * its address, so a refused one (a malformed link such as /courses/abc) names nothing either, and
 * the reader is better served by "not found" than by "Validation failed: Id must be a valid id".
 */
export function isMissing(error: CampusError): boolean {
  return error.status === 404 || error.status === 400;
}

/** What the failure of a query reads: the error, and how to try again. */
interface Failed {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What QueryView reads of a query; TanStack's plain and infinite query results both are one. */
export type QueryLike<T> = Failed &
  ({ status: 'pending' } | { status: 'error' } | { status: 'success'; data: T });

export interface QueryFailedProps {
  query: Failed;
  /** "Your tasks could not be loaded": the failure's title, over the server's words. */
  errorTitle: string;
  /**
   * Shown instead when the server knows nothing at this address (`isMissing`): the page's
   * not-found text, or the app's not-found page. Without it, that answer is a failure like any other.
   */
  notFound?: ReactNode;
  /** Shown instead on a 403, with the server's words: who may see this, and that it is not you. */
  refused?: (message: string) => ReactNode;
  /**
   * The query is the whole page, so its failure is the page: `errorTitle` (or `notFoundTitle`) is
   * the page's h1, the server's words under it (Try again when trying again can help), then
   * `back` to leave by.
   */
  page?: { notFoundTitle: string; back: ReactNode };
}

/** A query's failure, told the one way every screen tells it. */
export function QueryFailed({ query, errorTitle, notFound, refused, page }: QueryFailedProps) {
  const error = normalizeError(query.error);
  const missing = isMissing(error);
  if (missing && notFound !== undefined) return <>{notFound}</>;
  if (error.status === 403 && refused) return <>{refused(error.message)}</>;
  const failed = (title?: string) => (
    <LoadFailed
      title={title}
      error={error}
      retry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
  if (!page) return failed(errorTitle);
  return (
    <Stack gap="md">
      <PageHeader title={missing ? page.notFoundTitle : errorTitle} size="xl" />
      {/* Asking again for what is not there does not bring it: no Try again. */}
      {missing ? <Alert tone="info">{error.message}</Alert> : failed()}
      {page.back}
    </Stack>
  );
}

/** Nothing in it: an empty list, or an empty page of one. */
function hasNothing(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && 'items' in data && Array.isArray(data.items))
    return data.items.length === 0;
  return false;
}

export interface QueryViewProps<T> extends Omit<QueryFailedProps, 'query'> {
  query: QueryLike<T>;
  /**
   * While the first answer is on its way: a skeleton in the shape of what comes, or its label
   * ("Loading your sessions…") for two skeleton rows.
   */
  loading: string | ReactElement;
  /** The empty state ("No task yet"); without it, empty data goes to `children` like any other. */
  empty?: ReactNode;
  /** When the data counts as empty; by default an empty list or an empty page. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A query's states, decided in one place: loading, not found (404/400: `notFound`),
 * refused (403: `refused`), failed with Try again, empty, and the data. A screen says what each
 * state looks like and never checks `isError` itself. Lists over the kit's DataTable use
 * `QueryTable` instead, which keeps the table mounted while a page loads.
 */
export function QueryView<T>({
  query,
  loading,
  empty,
  isEmpty = hasNothing,
  children,
  ...failure
}: QueryViewProps<T>) {
  if (query.status === 'pending')
    return typeof loading === 'string' ? (
      <SkeletonGroup label={loading}>
        <Stack gap="sm">
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </Stack>
      </SkeletonGroup>
    ) : (
      loading
    );
  if (query.status === 'error') return <QueryFailed query={query} {...failure} />;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

type DataOf<Q> = Extract<Q, { status: 'success' }> extends { data: infer T } ? T : never;

/**
 * Several queries as one for QueryView, so a screen made of a few lists tells its states once (the
 * mentor's sessions: requests, upcoming, past): pending while any is, failed when any failed (Try
 * again asks the failed ones again), else every query's data in order.
 */
export function allOf<const Q extends readonly QueryLike<unknown>[]>(
  ...queries: Q
): QueryLike<{ -readonly [K in keyof Q]: DataOf<Q[K]> }> {
  type All = { -readonly [K in keyof Q]: DataOf<Q[K]> };
  const isFetching = queries.some((q) => q.isFetching);
  const failed = queries.filter((q) => q.status === 'error');
  const refetch = () => Promise.all((failed.length ? failed : queries).map((q) => q.refetch()));
  if (failed[0]) return { status: 'error', error: failed[0].error, isFetching, refetch };
  if (queries.some((q) => q.status === 'pending'))
    return { status: 'pending', error: null, isFetching, refetch };
  const data = queries.map((q) => (q.status === 'success' ? q.data : undefined)) as All;
  return { status: 'success', data, error: null, isFetching, refetch };
}
