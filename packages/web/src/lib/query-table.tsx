import { DataTable, type DataTablePagination, type DataTableProps } from '@campus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { QueryFailed } from './query-view';

/** A page of a server-paginated list, as the contract answers it. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
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
 * A list over the kit's DataTable (issue 13): the query's failure as QueryView tells it (Try again
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
  query: UseQueryResult<PageOf<T> | T[]>;
  /** "The users could not be loaded". */
  errorTitle: string;
  /** The page shown and how to move; the total comes from the server's page. */
  pagination?: Omit<DataTablePagination, 'total'>;
} & Omit<DataTableProps<T>, 'data' | 'loading' | 'pagination'>) {
  if (query.isError) return <QueryFailed query={query} errorTitle={errorTitle} />;
  const data = query.data;
  const rows = data === undefined ? none : Array.isArray(data) ? data : data.items;
  const total = data === undefined ? 0 : Array.isArray(data) ? data.length : data.total;
  return (
    <DataTable
      {...table}
      data={rows}
      loading={query.isPending}
      pagination={pagination && { ...pagination, total }}
    />
  );
}
