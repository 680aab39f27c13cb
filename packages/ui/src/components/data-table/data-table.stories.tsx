import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Currency } from '../currency';
import { EmptyState } from '../empty-state';
import {
  DataTable,
  dataTableColumnHelper,
  type DataTableProps,
  type RowSelectionState,
  type SortingState,
} from './data-table';

interface Student {
  id: string;
  name: string;
  email: string;
  batch: string;
  pending: number;
  active: boolean;
}

const firstNames = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Divya', 'Kiran', 'Neha', 'Farhan'];
const lastNames = ['Rao', 'Kumar', 'Iyer', 'Singh', 'Menon', 'Das', 'Gupta', 'Khan'];
const students: Student[] = Array.from({ length: 23 }, (_, i) => {
  const name = `${firstNames[i % 8]} ${lastNames[(i * 3) % 8]}`;
  return {
    id: `s${i + 1}`,
    name,
    email: `${name.toLowerCase().replace(' ', '.')}${i}@example.com`,
    batch: i % 2 ? 'Nov 2026 · Fullstack' : 'Oct 2026 · Data',
    pending: (i * 2750) % 15000,
    active: i % 5 !== 0,
  };
});

const col = dataTableColumnHelper<Student>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('email', { header: 'Email', enableSorting: false }),
  col.accessor('batch', { header: 'Batch' }),
  col.accessor('active', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <Badge tone={info.getValue() ? 'success' : 'neutral'}>
        {info.getValue() ? 'Active' : 'Deactivated'}
      </Badge>
    ),
  }),
  col.accessor('pending', {
    header: 'Pending',
    meta: { numeric: true },
    cell: (info) => <Currency amount={info.getValue()} />,
  }),
]);

const columnsWithActions = [
  ...columns,
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { actions: true },
    cell: ({ row }) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        <Button size="sm" variant="secondary" aria-label={`Edit ${row.original.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${row.original.name}`}>
          Delete
        </Button>
      </div>
    ),
  }),
];

const columnsKeepingEmail = columnsWithActions.map((c, i) =>
  i === 1 ? { ...c, meta: { ...c.meta, priority: 1 } } : c,
);

/** Every column kept (a grid that scrolls rather than folds), the name pinned at the start. */
const columnsNamePinned = columns.map((c, i) => ({
  ...c,
  meta: { ...c.meta, priority: 1, ...(i === 0 ? { pinned: true } : {}) },
}));

type DemoProps = Pick<DataTableProps<Student>, 'loading' | 'captionHidden'> & {
  rows?: Student[];
  /** Page by cursor (Previous / Next, no total) instead of page numbers. */
  byCursor?: boolean;
  selectable?: boolean;
  initialSelection?: RowSelectionState;
  initialSorting?: SortingState;
  /** An Edit and a Delete button per row, in an actions column. */
  withActions?: boolean;
  /** The email never folds either (priority 1), so a phone cannot fit the row. */
  keepEmail?: boolean;
  /** No column folds and the name is pinned at the row's start while the rest scrolls. */
  pinName?: boolean;
};

/** Plays the server: sorts and slices the list the way the API would, from the table's props. */
function ServerBackedTable({
  rows = students,
  selectable = false,
  initialSelection = {},
  initialSorting = [{ id: 'name', desc: false }],
  byCursor = false,
  withActions = false,
  keepEmail = false,
  pinName = false,
  ...props
}: DemoProps) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [page, setPage] = useState(1);
  // The cursors of the pages seen (here a row count), as a screen keeps them for Previous.
  const [trail, setTrail] = useState<number[]>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(initialSelection);
  const [pageSize, setPageSize] = useState(10);
  const data = useMemo(() => {
    const [sort] = sorting;
    const sorted = sort
      ? [...rows].sort((a, b) => {
          const x = a[sort.id as keyof Student];
          const y = b[sort.id as keyof Student];
          const order = x < y ? -1 : x > y ? 1 : 0;
          return sort.desc ? -order : order;
        })
      : rows;
    const start = byCursor ? (trail.at(-1) ?? 0) : (page - 1) * pageSize;
    return sorted.slice(start, start + pageSize);
  }, [rows, sorting, page, pageSize, byCursor, trail]);
  const cursorStart = trail.at(-1) ?? 0;
  return (
    <DataTable
      caption="Students"
      columns={
        pinName
          ? columnsNamePinned
          : keepEmail
            ? columnsKeepingEmail
            : withActions
              ? columnsWithActions
              : columns
      }
      data={data}
      getRowId={(s) => s.id}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPage(1);
        setTrail([]);
      }}
      pagination={
        byCursor
          ? {
              page: trail.length + 1,
              pageSize,
              hasNext: cursorStart + pageSize < rows.length,
              onPrevious: () => setTrail((t) => t.slice(0, -1)),
              onNext: () => setTrail((t) => [...t, cursorStart + pageSize]),
              pageSizeOptions: [10, 25, 50],
              onPageSizeChange: (size) => {
                setPageSize(size);
                setTrail([]);
              },
            }
          : {
              page,
              pageSize,
              total: rows.length,
              onPageChange: setPage,
              pageSizeOptions: [10, 25, 50],
              onPageSizeChange: (size) => {
                setPageSize(size);
                setPage(1);
              },
            }
      }
      selection={
        selectable
          ? {
              rowSelection,
              onRowSelectionChange: setRowSelection,
              getRowLabel: (s) => s.name,
              actions: (
                <>
                  <Button size="sm" variant="secondary">
                    Activate
                  </Button>
                  <Button size="sm" variant="danger">
                    Deactivate
                  </Button>
                </>
              ),
            }
          : undefined
      }
      empty={
        <EmptyState
          level={3}
          title="No students match these filters"
          description="Clear the filters to see every student."
          action={<Button variant="secondary">Clear filters</Button>}
        />
      }
      {...props}
    />
  );
}

const meta = {
  title: 'Data display/DataTable',
  component: ServerBackedTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServerBackedTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortedByName: Story = { name: 'Students sorted by name, first page' };

export const SortAndPageWithKeyboard: Story = {
  name: 'Keyboard: sort by batch, then next page',
  play: async ({ canvas }) => {
    const batch = canvas.getByRole('button', { name: 'Batch' });
    batch.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Batch' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Batch' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('11–20 of 23');
  },
};

export const ByCursor: Story = {
  name: 'By cursor: next to the end, then back',
  args: { byCursor: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('1–10');
    await expect(status).not.toHaveTextContent('of');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('11–20');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('21–23');
    await expect(canvas.getByText('Page 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(status).toHaveTextContent('11–20');
    await expect(canvas.getAllByText('Meera Gupta')).toHaveLength(3);
  },
};

export const ByCursorOnePage: Story = {
  name: 'By cursor: one page, no pager',
  args: { byCursor: true, rows: students.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1–4');
    await expect(canvas.queryByRole('navigation', { name: 'Students pages' })).toBeNull();
  },
};

export const MoreRowsPerPage: Story = {
  name: 'Keyboard: show 25 rows per page',
  play: async ({ canvas }) => {
    const size = canvas.getByRole('combobox', { name: 'Rows per page' });
    size.focus();
    await userEvent.selectOptions(size, '25');
    await expect(canvas.getByRole('status')).toHaveTextContent('1–23 of 23');
    await expect(canvas.queryByRole('navigation', { name: 'Students pages' })).toBeNull();
  },
};

export const SomeRowsSelected: Story = {
  name: 'Some rows selected (select all is mixed)',
  args: { selectable: true, initialSelection: { s1: true, s2: true } },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

export const SelectAllWithKeyboard: Story = {
  name: 'Keyboard: select every row on the page',
  args: { selectable: true },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    all.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(all).toBeChecked());
    const rows = canvas.getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await expect(rows).toHaveLength(10);
    for (const row of rows) await expect(row).toBeChecked();
    // Tab from the header passes the sort buttons first; go straight to the first row.
    rows[0]?.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(all).toHaveProperty('indeterminate', true));
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('9 selected');
  },
};

export const Loading: Story = {
  name: 'Loading the first page',
  args: { loading: true, selectable: true },
};

export const NoResults: Story = {
  name: 'No students match',
  args: { rows: [] },
};

/** Every visible button of the table lies within its scroller's visible box (none clipped). */
function actionsInSight(region: HTMLElement) {
  const box = region.getBoundingClientRect();
  for (const button of within(region).queryAllByRole('button')) {
    const r = button.getBoundingClientRect();
    if (r.width === 0) continue;
    expect(r.left, button.textContent ?? '').toBeGreaterThanOrEqual(box.left - 1);
    expect(r.right, button.textContent ?? '').toBeLessThanOrEqual(box.right + 1);
  }
}

const at = (width: number) => (Story: () => ReactElement) => (
  <div style={{ width }}>
    <Story />
  </div>
);

export const OnA360pxPhone: Story = {
  name: 'On a 360 px phone: the columns fold under the name',
  args: { selectable: true, withActions: true },
  decorators: [at(360)],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Students' });
    await expect(region.clientWidth).toBeLessThanOrEqual(360);
    // Measured, not guessed: the table folds until it fits, so nothing scrolls sideways.
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1));
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    const first = canvas.getAllByRole('row')[1]!;
    await expect(within(first).getByText('Email:')).toBeVisible();
    await expect(within(first).getByText('Batch:')).toBeVisible();
    // The row's actions stay in the row, in sight.
    await expect(within(first).getByRole('button', { name: /^Edit / })).toBeVisible();
    actionsInSight(region);
    await expect(region).not.toHaveAttribute('aria-describedby');
  },
};

export const Wide: Story = {
  name: 'At 1280 px: every column, actions at the end',
  args: { withActions: true },
  decorators: [at(1280)],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Students' });
    for (const name of ['Name', 'Email', 'Batch', 'Status', 'Pending', 'Actions'])
      await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    await expect(canvas.queryByText('Email:')).toBeNull();
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    actionsInSight(region);
  },
};

export const UnfoldsWhenWider: Story = {
  name: 'Folds at 360 px, unfolds at 1000 px',
  args: { withActions: true },
  render: function Render(args) {
    const [width, setWidth] = useState(360);
    return (
      <div style={{ width }}>
        <Button variant="secondary" onClick={() => setWidth(1000)}>
          Widen
        </Button>
        <ServerBackedTable {...args} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Email' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Widen' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByText('Email:')).toBeNull();
  },
};

export const StillScrolls: Story = {
  name: 'At 360 px, too much that must stay: the table scrolls with a cue',
  args: { withActions: true, keepEmail: true },
  decorators: [at(360)],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Students' });
    await waitFor(() => expect(region).toHaveAttribute('aria-describedby'));
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
    const frame = region.parentElement!;
    await expect(frame).toHaveAttribute('data-more-end');
    await expect(frame).not.toHaveAttribute('data-more-start');
    // The actions column is pinned to the end: its buttons are in sight while the names scroll.
    actionsInSight(region);
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-start'));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-more-end'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const NamePinned: Story = {
  name: 'At 360 px, every column kept: the names stay at the start while the rest scrolls',
  args: { pinName: true },
  decorators: [at(360)],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Students' });
    await waitFor(() => expect(region).toHaveAttribute('aria-describedby'));
    await expect(canvas.queryByText('Email:')).toBeNull();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.parentElement!).toHaveAttribute('data-more-start'));
    const box = region.getBoundingClientRect();
    for (const cell of [
      canvas.getByRole('columnheader', { name: 'Name' }),
      within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]!,
    ]) {
      const r = cell.getBoundingClientRect();
      await expect(r.left).toBeGreaterThanOrEqual(box.left - 1);
      await expect(r.left).toBeLessThanOrEqual(box.left + 2);
    }
  },
};

export const NoResultsOnAPhone: Story = {
  name: 'No students match, at 360 px: the empty state wraps',
  args: { rows: [], withActions: true },
  decorators: [at(360)],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Students' });
    const description = canvas.getByText('Clear the filters to see every student.');
    await waitFor(() =>
      expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
        region.getBoundingClientRect().right,
      ),
    );
  },
};
