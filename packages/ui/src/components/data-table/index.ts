export { DataTable, dataTableColumnHelper, dataTableFeatures } from './data-table';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableColumnMeta,
  DataTableCursorPagination,
  DataTableFeatures,
  DataTablePagination,
  DataTableSelection,
  RowSelectionState,
  SortingState,
} from './data-table';
