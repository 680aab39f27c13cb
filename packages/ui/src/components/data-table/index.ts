export { DataTable, dataTableColumnHelper, dataTableFeatures } from './data-table';
export { RowActions } from './row-actions';
export type { RowAction, RowActionsProps } from './row-actions';
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
