import {
  createColumnHelper,
  createSortedRowModel,
  functionalUpdate,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { EmptyState } from '../empty-state';
import { CursorPagination, Pagination } from '../pagination';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { Table } from '../table';
import * as styles from './data-table.css';
import { RowActionsFolded } from './row-actions';

export type { RowSelectionState, SortingState } from '@tanstack/react-table';

/** What a column may say about itself beyond TanStack's own options. */
export interface DataTableColumnMeta {
  /** Right-aligned tabular digits (amounts, counts). */
  numeric?: boolean;
  /** Let long text (a description, feedback) wrap; cells stay on one line by default. */
  wrap?: boolean;
  /**
   * What gives way when the table is wider than its container: 1 is the row's name, never folded;
   * the highest number folds first, into the row's first priority-1 cell as "label: value", then
   * the next, until the table fits. Unset: 1 for the first column, 2 for the others.
   */
  priority?: number;
  /** The row's actions: never folded, and kept in sight at the row's end while the table scrolls. */
  actions?: boolean;
  /**
   * The row's name, kept in sight at the row's start while the table scrolls: for a grid whose
   * columns are all worth keeping (one per week), which scrolls rather than folds.
   */
  pinned?: boolean;
}

/**
 * The one feature set every DataTable uses (TanStack Table v9 registers features explicitly).
 * Sorting is usually the server's (`manualSorting`), but a small, fully loaded list can sort on
 * the client with the registered comparators.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

// `any` for the value: a column list mixes value types, as TanStack's own `columns()` helper does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * The column helper bound to the DataTable's features, so `meta`, `sortFn` names and cell
 * contexts type-check. Call it once at module scope:
 * `const col = dataTableColumnHelper<User>(); const columns = col.columns([col.accessor('name', …)])`.
 */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

export interface DataTablePagination {
  /** 1-based, as the contract's `page`. */
  page: number;
  pageSize: number;
  /** Every row on the server, not only this page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a page-size choice ("Rows per page"); the screen goes back to page 1 on change. */
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * Server-side paging by cursor: the server answers where the next page starts and no
 * total; the screen keeps the cursors of the pages seen so Previous can go back.
 */
export interface DataTableCursorPagination {
  /** 1-based: how many pages the reader has moved forward from the first. */
  page: number;
  pageSize: number;
  /** The server answered a next cursor. */
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Offer a page-size choice ("Rows per page"); the screen goes back to the first page on change. */
  pageSizeOptions?: ReadonlyArray<number>;
  onPageSizeChange?: (pageSize: number) => void;
}

export interface DataTableSelection<TData extends RowData> {
  /** Selected row ids (from `getRowId`); ids of rows on other pages stay selected. */
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  /** The checkbox's name for a row, e.g. the user's name: "Select Asha Rao". */
  getRowLabel: (row: TData) => string;
  /** Bulk actions ("Deactivate", "Assign to batch"), shown with the count while rows are selected. */
  actions?: ReactNode;
}

export interface DataTableProps<TData extends RowData> {
  /** Names the table (and its scroll region) for screen readers; hide it with `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  /** Keep it stable (module scope or useMemo): a new array re-runs every row model. */
  columns: ReadonlyArray<DataTableColumn<TData>>;
  /** The current page as the server sent it. Keep it stable too (the query's data, not `?? []`). */
  data: ReadonlyArray<TData>;
  /** Stable ids (the entity's `_id`), so selection survives paging and sorting. */
  getRowId: (row: TData) => string;
  /** Controlled sorting; omit both to make the table unsortable. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** True (default): the server sorts `data`; false: the table sorts the rows it has. */
  manualSorting?: boolean;
  /** Server-side paging, by page number or by cursor; omit for a single list. */
  pagination?: DataTablePagination | DataTableCursorPagination;
  /** Row selection with a select-all checkbox; omit for a read-only table. */
  selection?: DataTableSelection<TData>;
  /** Shows skeleton rows (the first load, or a new page while it is fetched). */
  loading?: boolean;
  /** Rows drawn while loading; defaults to the page size (max 10) so the layout does not jump. */
  skeletonRows?: number;
  /** What to show when there are no rows: an EmptyState that says what to do next. */
  empty?: ReactNode;
  /** Names the pagination landmark when a screen has several tables. */
  paginationLabel?: string;
  className?: string;
}

const emptySorting: SortingState = [];
const emptySelection: RowSelectionState = {};
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

const count = new Intl.NumberFormat('en-IN');

function pageRange({ page, pageSize, total }: DataTablePagination): string {
  if (total <= 0) return '0 results';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${count.format(first)}–${count.format(last)} of ${count.format(total)}`;
}

/** "21–40": the rows shown; without a total there is no "of N". */
function cursorRange({ page, pageSize }: DataTableCursorPagination, rows: number): string {
  if (rows === 0) return page <= 1 ? '0 results' : 'No more results';
  const first = (page - 1) * pageSize + 1;
  return `${count.format(first)}–${count.format(first + rows - 1)}`;
}

const byCursor = (
  p: DataTablePagination | DataTableCursorPagination,
): p is DataTableCursorPagination => 'hasNext' in p;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyColumn = { id: string; columnDef: { meta?: DataTableColumnMeta; header?: any } };

const priorityOf = (column: AnyColumn, index: number): number =>
  column.columnDef.meta?.actions ? 1 : (column.columnDef.meta?.priority ?? (index === 0 ? 1 : 2));

/** A folded column's label: its header when that is text, else its id. */
const labelOf = (column: AnyColumn): string =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;

interface Fit {
  /** How many priority levels are folded, by the width the table needed before each fold. */
  needed: number[];
  /** The scroller's width, for the empty state (it must wrap inside what is seen). */
  width: number;
  /** The table still scrolls: more to the start, more to the end. */
  moreStart: boolean;
  moreEnd: boolean;
}

const sameFit = (a: Fit, b: Fit) =>
  a.width === b.width &&
  a.moreStart === b.moreStart &&
  a.moreEnd === b.moreEnd &&
  a.needed.length === b.needed.length &&
  a.needed.every((n, i) => n === b.needed[i]);

/**
 * Measures the table against its scroller (not a guessed breakpoint): while the table is wider,
 * it folds one more priority level; once the scroller is as wide as the table needed before the
 * last fold, it unfolds it. It also tells whether the table still scrolls, for the cue.
 */
function useFit(levels: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>({ needed: [], width: 0, moreStart: false, moreEnd: false });
  const [, remeasure] = useState(0);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remeasure((n) => n + 1));
    observer.observe(el);
    const table = el.querySelector('table');
    if (table) observer.observe(table);
    const onScroll = () => remeasure((n) => n + 1);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);
  // After every render: any new row, page or prop can change the width the table needs. It sets
  // state only when the measure changed, so it settles after at most one fold per level.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || el.clientWidth === 0) return;
    const overflow = el.scrollWidth > el.clientWidth + 1;
    let needed = fit.needed;
    if (overflow && needed.length < levels) needed = [...needed, el.scrollWidth];
    else if (!overflow && needed.length > 0 && el.clientWidth >= (needed.at(-1) ?? Infinity))
      needed = needed.slice(0, -1);
    // The start in either direction: RTL scrolls to negative offsets.
    const scrolled = Math.abs(el.scrollLeft);
    const next: Fit = {
      needed: needed.length > levels ? needed.slice(0, levels) : needed,
      width: el.clientWidth,
      moreStart: overflow && scrolled > 1,
      moreEnd: overflow && scrolled < el.scrollWidth - el.clientWidth - 1,
    };
    if (!sameFit(fit, next)) setFit(next);
  });
  return { scroller, fit };
}

/**
 * TanStack Table (headless) over the kit's Table: sortable headers announced with aria-sort and
 * reachable by keyboard (each is a button), row selection with a select-all checkbox that goes
 * indeterminate, server pagination with the kit's Pagination, skeleton rows while loading and an
 * EmptyState when there is nothing. It holds no state: the screen owns sorting, page and
 * selection (usually in the URL and the query key), so a reload shows the same table.
 *
 * It adapts to its container: low-priority columns fold into the row's name cell as
 * "label: value" (`meta.priority`), a folded column that sorts keeps its sort button in a "Sort by"
 * group above the table, the actions column (`meta.actions`) never folds and stays in
 * sight at the row's end (and when even that is too wide, the rows' RowActions put their
 * secondary actions in a menu), and a table that still scrolls shows a shadow at the side with more and
 * says so to screen readers. Empty and error states wrap within what is seen.
 */
export function DataTable<TData extends RowData>({
  caption,
  captionHidden,
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
  manualSorting = true,
  pagination,
  selection,
  loading = false,
  skeletonRows,
  empty,
  paginationLabel,
  className,
}: DataTableProps<TData>) {
  const sortable = Boolean(onSortingChange);
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as Array<DataTableColumn<TData>>,
    data: data as Array<TData>,
    getRowId: (row) => getRowId(row),
    state: {
      sorting: sorting ?? emptySorting,
      rowSelection: selection?.rowSelection ?? emptySelection,
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      onSortingChange?.(functionalUpdate(updater, sorting ?? emptySorting)),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onRowSelectionChange(functionalUpdate(updater, selection.rowSelection)),
    enableSorting: sortable,
    manualSorting,
    // One column at a time: a multi-column server sort is rarely what anyone means by a click.
    enableMultiSort: false,
    enableRowSelection: Boolean(selection),
  });

  const leafColumns = table.getAllLeafColumns();
  const priorities = new Map(leafColumns.map((c, i) => [c.id, priorityOf(c, i)]));
  // The levels that can fold, the first to go first.
  const levels = [...new Set(priorities.values())].filter((p) => p > 1).sort((a, b) => b - a);
  // One fold after the columns: the rows' secondary actions go into a menu (RowActions).
  const hasActions = leafColumns.some((c) => c.columnDef.meta?.actions);
  const { scroller, fit } = useFit(levels.length + (hasActions ? 1 : 0));
  const actionsFolded = hasActions && fit.needed.length > levels.length;
  const foldedLevels = new Set(levels.slice(0, fit.needed.length));
  const isFolded = (id: string) => foldedLevels.has(priorities.get(id) ?? 1);
  const folded = leafColumns.filter((c) => isFolded(c.id));
  // A folded column has no header to click, so its sort moves above the table.
  const foldedSortable = folded.filter((c) => c.getCanSort());
  const sortById = useId();
  // The cell that carries the folded columns: the first name column, else the first shown.
  const host =
    leafColumns.find((c) => priorities.get(c.id) === 1 && !c.columnDef.meta?.actions) ??
    leafColumns[0];
  const hintId = useId();
  const scrolls = fit.moreStart || fit.moreEnd;

  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const columnCount =
    (headerGroups.at(-1)?.headers.filter((h) => !isFolded(h.column.id)).length ?? 0) +
    (selection ? 1 : 0);
  const allSelected = table.getIsAllPageRowsSelected();
  const selectedCount = selection ? Object.keys(selection.rowSelection).length : 0;
  const someSelected = table.getIsSomePageRowsSelected();
  const placeholderRows = skeletonRows ?? Math.min(pagination?.pageSize ?? 5, 10);

  return (
    <div className={cx(styles.root, className)}>
      {selection && (
        <div className={styles.toolbar} data-empty={selectedCount === 0}>
          {/* Always mounted, so the count is announced as it changes. */}
          <p role="status" className={styles.selectedCount}>
            {selectedCount > 0 ? `${selectedCount} selected` : ''}
          </p>
          {selectedCount > 0 && (
            <>
              {selection.actions}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => selection.onRowSelectionChange(emptySelection)}
              >
                Clear selection
              </Button>
            </>
          )}
        </div>
      )}
      {foldedSortable.length > 0 && (
        <div role="group" aria-labelledby={sortById} className={styles.foldedSort}>
          <span id={sortById}>Sort by</span>
          {foldedSortable.map((column) => {
            const sorted = column.getIsSorted();
            const Icon =
              sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
            return (
              <button
                key={column.id}
                type="button"
                className={styles.sortButton}
                onClick={column.getToggleSortingHandler()}
              >
                {labelOf(column)}
                <Icon size={14} aria-hidden className={styles.sortIcon} />
                {/* What aria-sort says of a header, said in the button's name. */}
                {sorted && <span className={visuallyHidden}>, sorted {ariaSort[sorted]}</span>}
              </button>
            );
          })}
        </div>
      )}
      <div
        className={styles.frame}
        data-more-start={fit.moreStart || undefined}
        data-more-end={fit.moreEnd || undefined}
        style={fit.width ? ({ [styles.seenWidth]: `${fit.width}px` } as CSSProperties) : undefined}
      >
        <Table.Root
          caption={caption}
          captionHidden={captionHidden}
          aria-busy={loading || undefined}
          scrollerRef={scroller}
          scrollerProps={{ 'aria-describedby': scrolls ? hintId : undefined }}
        >
          <Table.Head>
            {headerGroups.map((group) => (
              <Table.Row key={group.id}>
                {selection && (
                  <Table.HeaderCell className={styles.selectCell}>
                    <Checkbox
                      label={<span className={visuallyHidden}>Select all rows on this page</span>}
                      checked={allSelected}
                      indeterminate={someSelected && !allSelected}
                      disabled={loading || rows.length === 0}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  </Table.HeaderCell>
                )}
                {group.headers
                  .filter((header) => !isFolded(header.column.id))
                  .map((header) => (
                    <HeaderCell
                      key={header.id}
                      header={header}
                      className={
                        cx(
                          header.column.columnDef.meta?.actions && styles.actionsCell,
                          header.column.columnDef.meta?.pinned && styles.pinnedCell,
                        ) || undefined
                      }
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </HeaderCell>
                  ))}
              </Table.Row>
            ))}
          </Table.Head>
          <RowActionsFolded.Provider value={actionsFolded}>
            <Table.Body>
              {loading ? (
                Array.from({ length: placeholderRows }, (_, index) => (
                  <Table.Row key={`skeleton-${index}`}>
                    {Array.from({ length: columnCount }, (_, cell) => (
                      <Table.Cell key={cell}>
                        <Skeleton width={cell === 0 && selection ? '1.125rem' : '80%'} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              ) : rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columnCount}>
                    <div className={styles.seen}>
                      {empty ?? <EmptyState level={3} title="Nothing to show yet" />}
                    </div>
                  </Table.Cell>
                </Table.Row>
              ) : (
                rows.map((row) => {
                  const selected = row.getIsSelected();
                  return (
                    <Table.Row key={row.id} className={selected ? styles.selectedRow : undefined}>
                      {selection && (
                        <Table.Cell className={styles.selectCell}>
                          <Checkbox
                            label={
                              <span className={visuallyHidden}>
                                Select {selection.getRowLabel(row.original)}
                              </span>
                            }
                            checked={selected}
                            disabled={!row.getCanSelect()}
                            // The row handler reads Shift from React's change event (range select).
                            onChange={row.getToggleSelectedHandler()}
                          />
                        </Table.Cell>
                      )}
                      {row
                        .getAllCells()
                        .filter((cell) => !isFolded(cell.column.id))
                        .map((cell) => {
                          const meta = cell.column.columnDef.meta;
                          const hostsFolded = folded.length > 0 && cell.column.id === host?.id;
                          return (
                            <Table.Cell
                              key={cell.id}
                              numeric={meta?.numeric}
                              className={cx(
                                hostsFolded
                                  ? styles.host
                                  : meta?.wrap
                                    ? styles.wrap
                                    : styles.nowrap,
                                meta?.actions && styles.actionsCell,
                                meta?.pinned && styles.pinnedCell,
                              )}
                            >
                              <table.FlexRender cell={cell} />
                              {hostsFolded && (
                                <dl className={styles.folded}>
                                  {row
                                    .getAllCells()
                                    .filter((c) => isFolded(c.column.id))
                                    .map((c) => (
                                      <div key={c.id} className={styles.foldedItem}>
                                        <dt className={styles.foldedLabel}>{labelOf(c.column)}:</dt>
                                        <dd className={styles.foldedValue}>
                                          <table.FlexRender cell={c} />
                                        </dd>
                                      </div>
                                    ))}
                                </dl>
                              )}
                            </Table.Cell>
                          );
                        })}
                    </Table.Row>
                  );
                })
              )}
            </Table.Body>
          </RowActionsFolded.Provider>
        </Table.Root>
      </div>
      {/* Said with the region when it scrolls; the shadow at the side with more is the visible cue. */}
      <p id={hintId} className={visuallyHidden}>
        Scroll sideways to see every column.
      </p>
      {pagination && (
        <div className={styles.footer}>
          {/* A status, so moving to another page tells screen-reader users where they are. */}
          <p className={styles.range} role="status">
            {loading
              ? 'Loading…'
              : byCursor(pagination)
                ? cursorRange(pagination, data.length)
                : pageRange(pagination)}
          </p>
          {pagination.pageSizeOptions && pagination.onPageSizeChange && (
            <Select
              label="Rows per page"
              className={styles.pageSize}
              value={String(pagination.pageSize)}
              options={pagination.pageSizeOptions.map((size) => ({
                value: String(size),
                label: String(size),
              }))}
              onChange={(event) => pagination.onPageSizeChange?.(Number(event.target.value))}
            />
          )}
          {byCursor(pagination) ? (
            <CursorPagination
              page={pagination.page}
              hasNext={pagination.hasNext}
              onPrevious={pagination.onPrevious}
              onNext={pagination.onNext}
              label={paginationLabel ?? `${caption} pages`}
            />
          ) : (
            <Pagination
              page={pagination.page}
              totalPages={Math.ceil(pagination.total / pagination.pageSize)}
              onPageChange={pagination.onPageChange}
              label={paginationLabel ?? `${caption} pages`}
            />
          )}
        </div>
      )}
    </div>
  );
}

function HeaderCell({
  header,
  children,
  className,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  header: Header<DataTableFeatures, any, unknown>;
  children: ReactNode;
  className?: string;
}) {
  const column = header.column;
  const numeric = column.columnDef.meta?.numeric;
  if (header.isPlaceholder || !column.getCanSort()) {
    return (
      <Table.HeaderCell colSpan={header.colSpan} numeric={numeric} className={className}>
        {children}
      </Table.HeaderCell>
    );
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <Table.HeaderCell
      colSpan={header.colSpan}
      numeric={numeric}
      className={className}
      aria-sort={sorted ? ariaSort[sorted] : 'none'}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={column.getToggleSortingHandler()}
      >
        {children}
        <Icon size={14} aria-hidden className={styles.sortIcon} />
      </button>
    </Table.HeaderCell>
  );
}
