import {
  DataTable,
  type DataTableCursorPagination,
  type DataTablePagination,
  type DataTableProps,
} from '@campus/ui';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { QueryFailed } from './query-view';

/** A page of a server-paginated list, as the contract answers it. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of a list paged by cursor (the contract's `CursorPageMeta`): no total. */
export interface CursorPageOf<T> {
  items: T[];
  nextCursor: string | null;
  pageSize: number;
}

const none: never[] = [];

/** The sort and page of a list as its filters hold them (the contract's list parameters). */
export interface ListPosition<S extends string> {
  sort?: S;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/**
 * The table's sorting and pager for a list whose filters live in the URL (the admin users and
 * students): what they show comes from `filters`; a change goes back through `apply`, whose
 * caller returns to page 1 unless the change names a page. `sorts` is the contract's sort enum,
 * so only a column the server sorts by becomes a sort.
 */
export function listPosition<S extends string>(
  filters: ListPosition<S>,
  apply: (next: ListPosition<S>) => void,
  {
    sorts,
    pageSizeOptions,
  }: { sorts: Readonly<Record<string, S>>; pageSizeOptions: readonly number[] },
): Pick<DataTableProps<RowData>, 'sorting' | 'onSortingChange'> & {
  pagination: Omit<DataTablePagination, 'total'>;
} {
  return {
    sorting: filters.sort ? [{ id: filters.sort, desc: filters.order !== 'asc' }] : [],
    onSortingChange: ([first]) => {
      const sort = first && Object.hasOwn(sorts, first.id) ? sorts[first.id] : undefined;
      apply(
        first && sort
          ? { sort, order: first.desc ? 'desc' : 'asc' }
          : { sort: undefined, order: undefined },
      );
    },
    pagination: {
      page: filters.page ?? 1,
      pageSize: filters.pageSize ?? 20,
      onPageChange: (page) => apply({ page }),
      pageSizeOptions,
      onPageSizeChange: (pageSize) => apply({ pageSize }),
    },
  };
}

/**
 * The sort and place of a list paged by cursor whose filters live in the URL: `trail` holds the
 * cursors of the pages before this one, oldest first (the last is where this page starts), so
 * Previous drops one and a reload or a shared link shows the same page.
 */
export interface CursorListPosition<S extends string> {
  sort?: S;
  order?: 'asc' | 'desc';
  pageSize?: number;
  trail?: readonly string[];
}

/** Where the cursor pager moves: Next is given the server's next cursor by QueryTable. */
export type CursorPager = Omit<DataTableCursorPagination, 'hasNext' | 'onNext'> & {
  onNext: (cursor: string) => void;
};

// The trail in the URL: cursors are base64url, so a dot separates them.
const trailSeparator = '.';
const cursorForm = /^[A-Za-z0-9_-]{1,1024}$/;

/** The cursors of `?after=`, dropping anything that is not one (the server checks the rest). */
export function readTrail(q: URLSearchParams): string[] {
  return (q.get('after') ?? '').split(trailSeparator).filter((c) => cursorForm.test(c));
}

export function writeTrail(q: URLSearchParams, trail: readonly string[] | undefined): void {
  if (trail?.length) q.set('after', trail.join(trailSeparator));
}

/**
 * As `listPosition`, for a list paged by cursor: a change of sort or page size goes back to the
 * first page (an empty trail) unless it names a trail; Next appends the server's cursor.
 */
export function cursorListPosition<S extends string>(
  filters: CursorListPosition<S>,
  apply: (next: CursorListPosition<S>) => void,
  {
    sorts,
    pageSizeOptions,
  }: { sorts: Readonly<Record<string, S>>; pageSizeOptions: readonly number[] },
): Pick<DataTableProps<RowData>, 'sorting' | 'onSortingChange'> & { pagination: CursorPager } {
  const trail = filters.trail ?? [];
  const { sorting, onSortingChange } = listPosition(filters, apply, { sorts, pageSizeOptions });
  return {
    sorting,
    onSortingChange,
    pagination: {
      page: trail.length + 1,
      pageSize: filters.pageSize ?? 20,
      onPrevious: () => apply({ trail: trail.slice(0, -1) }),
      onNext: (cursor) => apply({ trail: [...trail, cursor] }),
      pageSizeOptions,
      onPageSizeChange: (pageSize) => apply({ pageSize }),
    },
  };
}

/**
 * A list over the kit's DataTable: the query's failure as QueryView tells it (Try again
 * included), otherwise the table with the rows — a plain list, or one server page of it — and
 * skeleton rows while the first answer loads. The table stays mounted from loading to data, so
 * focus on its pager or a sort button survives the next page. Every admin list and work-area table
 * is this piece with its own columns.
 */
export function QueryTable<T extends RowData>({
  query,
  errorTitle,
  pagination,
  ...table
}: {
  /** "The users could not be loaded". */
  errorTitle: string;
} & (
  | {
      /** A plain list, one server page, or the pages read so far of a list paged by cursor
       * (`useInfiniteQuery` selecting `{ items }`, with ShowMore under the table). */
      query: UseQueryResult<PageOf<T> | T[]> | UseInfiniteQueryResult<{ items: T[] }>;
      /** The page shown and how to move; the total comes from the server's page. */
      pagination?: Omit<DataTablePagination, 'total'>;
    }
  | {
      query: UseQueryResult<CursorPageOf<T>>;
      /** The page shown and how to move; whether a next page exists comes from the server's. */
      pagination: CursorPager;
    }
) &
  Omit<DataTableProps<T>, 'data' | 'loading' | 'pagination'>) {
  if (query.isError) return <QueryFailed query={query} errorTitle={errorTitle} />;
  const data = query.data;
  const rows = data === undefined ? none : Array.isArray(data) ? data : data.items;
  return (
    <DataTable
      {...table}
      data={rows}
      loading={query.isPending}
      pagination={pagerOf(data, pagination)}
    />
  );
}

function pagerOf<T>(
  data: PageOf<T> | CursorPageOf<T> | { items: T[] } | T[] | undefined,
  pagination: Omit<DataTablePagination, 'total'> | CursorPager | undefined,
): DataTablePagination | DataTableCursorPagination | undefined {
  if (!pagination) return undefined;
  if ('onNext' in pagination) {
    const next = data && !Array.isArray(data) && 'nextCursor' in data ? data.nextCursor : null;
    return {
      ...pagination,
      hasNext: next !== null,
      onNext: () => (next === null ? undefined : pagination.onNext(next)),
    };
  }
  const total =
    data === undefined ? 0 : Array.isArray(data) ? data.length : 'total' in data ? data.total : 0;
  return { ...pagination, total };
}
