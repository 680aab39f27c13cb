import { DataTable, type DataTableProps } from '@campus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { LoadFailed } from './load-failed';

export { LoadFailed };

/** A page of a server-paginated list, as the contract answers it. */
export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

const none: never[] = [];

/**
 * The admin console's table over one server page (issue 13): the query's failure as an alert with
 * Try again, otherwise the kit's DataTable with the page's rows (skeletons while the first page
 * loads). Every admin list (users, students…) is this piece with its own columns.
 */
export function QueryTable<T extends RowData>({
  query,
  errorTitle,
  ...table
}: {
  query: UseQueryResult<PageOf<T>>;
  /** "The users could not be loaded". */
  errorTitle: string;
} & Omit<DataTableProps<T>, 'data' | 'loading'>) {
  if (query.isError)
    return <LoadFailed title={errorTitle} error={query.error} retry={() => void query.refetch()} />;
  return <DataTable {...table} data={query.data?.items ?? none} loading={query.isPending} />;
}
