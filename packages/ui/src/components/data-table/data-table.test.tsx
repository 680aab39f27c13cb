import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  dataTableColumnHelper,
  type RowSelectionState,
  type SortingState,
} from './data-table';

interface Person {
  id: string;
  name: string;
  pending: number;
}

const col = dataTableColumnHelper<Person>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('pending', { header: 'Pending', meta: { numeric: true }, enableSorting: false }),
]);
const people: Person[] = [
  { id: 'a', name: 'Asha Rao', pending: 12500 },
  { id: 'b', name: 'Ravi Kumar', pending: 0 },
];

const base = { caption: 'Students', columns, data: people, getRowId: (p: Person) => p.id };

describe('DataTable', () => {
  it('is named by its caption and renders a row per item', () => {
    render(<DataTable {...base} />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: '12500' })).toHaveClass(/numeric/);
  });

  it('announces the sort on the header and asks for the next sort on click', async () => {
    const onSortingChange = vi.fn<(s: SortingState) => void>();
    const { rerender } = render(
      <DataTable {...base} sorting={[]} onSortingChange={onSortingChange} />,
    );
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    // A column that cannot sort has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Pending' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    rerender(
      <DataTable
        {...base}
        sorting={[{ id: 'name', desc: false }]}
        onSortingChange={onSortingChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
  });

  it('sorts the loaded rows itself when sorting is not manual', () => {
    render(
      <DataTable
        {...base}
        manualSorting={false}
        sorting={[{ id: 'name', desc: true }]}
        onSortingChange={() => {}}
      />,
    );
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(names[0]).toContain('Ravi Kumar');
  });

  it('selects rows and shows select-all as indeterminate when some are chosen', async () => {
    const onRowSelectionChange = vi.fn<(s: RowSelectionState) => void>();
    const selection = (rowSelection: RowSelectionState) => ({
      rowSelection,
      onRowSelectionChange,
      getRowLabel: (p: Person) => p.name,
    });
    const { rerender } = render(<DataTable {...base} selection={selection({})} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ a: true });
    rerender(<DataTable {...base} selection={selection({ a: true })} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    expect(all).not.toBeChecked();
    await userEvent.click(all);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ a: true, b: true });
    // Ids from other pages are kept when the page is selected.
    rerender(<DataTable {...base} selection={selection({ a: true, b: true, z: true })} />);
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ z: true });
  });

  it('says how many rows are selected, offers the bulk actions and clears', async () => {
    const onRowSelectionChange = vi.fn();
    const selection = (rowSelection: RowSelectionState) => ({
      rowSelection,
      onRowSelectionChange,
      getRowLabel: (p: Person) => p.name,
      actions: <button type="button">Deactivate</button>,
    });
    const { rerender } = render(<DataTable {...base} selection={selection({})} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    rerender(<DataTable {...base} selection={selection({ a: true, z: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
  });

  it('pages through the server total and says which rows are shown', async () => {
    const onPageChange = vi.fn();
    render(<DataTable {...base} pagination={{ page: 2, pageSize: 2, total: 5, onPageChange }} />);
    expect(screen.getByRole('status')).toHaveTextContent('3–4 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('offers a page size when asked to', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <DataTable
        {...base}
        pagination={{
          page: 1,
          pageSize: 10,
          total: 40,
          onPageChange: () => {},
          pageSizeOptions: [10, 25],
          onPageSizeChange,
        }}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('draws skeleton rows while loading and an empty state when there is nothing', () => {
    const { rerender } = render(<DataTable {...base} data={[]} loading skeletonRows={3} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    rerender(<DataTable {...base} data={[]} empty={<p>No students match “zz”</p>} />);
    expect(screen.getByText('No students match “zz”')).toBeInTheDocument();
  });
});
