import { DataTable, type DataTableProps } from '@campus/ui';
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
  ...table
}: {
  query: UseQueryResult<PageOf<T> | T[]>;
  /** "The users could not be loaded". */
  errorTitle: string;
} & Omit<DataTableProps<T>, 'data' | 'loading'>) {
  if (query.isError) return <QueryFailed query={query} errorTitle={errorTitle} />;
  const data = query.data;
  const rows = data === undefined ? none : Array.isArray(data) ? data : data.items;
  return <DataTable {...table} data={rows} loading={query.isPending} />;
}
