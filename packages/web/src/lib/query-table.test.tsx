import { CampusError } from '@campus/sdk';
import { dataTableColumnHelper } from '@campus/ui';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  cursorListPosition,
  listPosition,
  QueryTable,
  readTrail,
  writeTrail,
  type PageOf,
} from './query-table';

function Frame({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const show = (ui: ReactNode) => render(<Frame>{ui}</Frame>);

interface Person {
  id: string;
  name: string;
}

describe('QueryTable', () => {
  const col = dataTableColumnHelper<Person>();
  const columns = col.columns([col.accessor('name', { header: 'Name' })]);

  function People({
    load,
  }: {
    load: () => Promise<{ id: string; name: string }[] | PageOf<{ id: string; name: string }>>;
  }) {
    const query = useQuery({ queryKey: ['people'], queryFn: load });
    return (
      <QueryTable
        query={query}
        errorTitle="The people could not be loaded"
        caption="People"
        columns={columns}
        getRowId={(p) => p.id}
        empty={<p>Nobody yet.</p>}
      />
    );
  }

  it('shows a plain list and one page of a list alike', async () => {
    const { unmount } = show(<People load={() => Promise.resolve([{ id: '1', name: 'Asha' }])} />);
    expect(await screen.findByRole('cell', { name: 'Asha' })).toBeInTheDocument();
    unmount();
    show(
      <People
        load={() =>
          Promise.resolve({ items: [{ id: '2', name: 'Ravi' }], total: 1, page: 1, pageSize: 20 })
        }
      />,
    );
    expect(await screen.findByRole('cell', { name: 'Ravi' })).toBeInTheDocument();
  });

  it('the pager counts the server’s total, not the rows on this page', async () => {
    function Paged() {
      const query = useQuery({
        queryKey: ['paged'],
        queryFn: () =>
          Promise.resolve({ items: [{ id: '1', name: 'Asha' }], total: 45, page: 2, pageSize: 20 }),
      });
      return (
        <QueryTable
          query={query}
          errorTitle="The people could not be loaded"
          caption="People"
          columns={columns}
          getRowId={(p) => p.id}
          pagination={{ page: 2, pageSize: 20, onPageChange: () => {} }}
        />
      );
    }
    show(<Paged />);
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
  });

  it('a list paged by cursor: Next hands over the server’s cursor; no total is shown', async () => {
    const onNext = vi.fn();
    function ByCursor({ next }: { next: string | null }) {
      const query = useQuery({
        queryKey: ['by-cursor', next],
        queryFn: () =>
          Promise.resolve({ items: [{ id: '1', name: 'Asha' }], nextCursor: next, pageSize: 20 }),
      });
      return (
        <QueryTable
          query={query}
          errorTitle="The people could not be loaded"
          caption="People"
          columns={columns}
          getRowId={(p) => p.id}
          pagination={{ page: 2, pageSize: 20, onPrevious: () => {}, onNext }}
        />
      );
    }
    const { unmount } = show(<ByCursor next="abc" />);
    expect(await screen.findByText('21–21')).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNext).toHaveBeenCalledWith('abc');
    unmount();
    show(<ByCursor next={null} />);
    expect(await screen.findByText('21–21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('a failure is QueryView’s, with Try again', async () => {
    show(
      <People
        load={() =>
          Promise.reject(
            new CampusError({ status: 500, message: 'Down.', errors: [], retryAfter: undefined }),
          )
        }
      />,
    );
    expect(await screen.findByText('The people could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('listPosition', () => {
  const sorts = { name: 'name', createdAt: 'createdAt' } as const;

  it('shows the sort and page the filters hold', () => {
    const controls = listPosition({ sort: 'name', order: 'asc', page: 3 }, vi.fn(), {
      sorts,
      pageSizeOptions: [10, 20],
    });
    expect(controls.sorting).toEqual([{ id: 'name', desc: false }]);
    expect(controls.pagination).toMatchObject({ page: 3, pageSize: 20 });
  });

  it('writes a change back: a sort the server knows, a page, a page size', () => {
    const apply = vi.fn();
    const controls = listPosition({}, apply, { sorts, pageSizeOptions: [10, 20] });
    controls.onSortingChange?.([{ id: 'createdAt', desc: true }]);
    expect(apply).toHaveBeenLastCalledWith({ sort: 'createdAt', order: 'desc' });
    controls.onSortingChange?.([]);
    expect(apply).toHaveBeenLastCalledWith({ sort: undefined, order: undefined });
    // A column the contract cannot sort by is no sort at all.
    controls.onSortingChange?.([{ id: 'progress', desc: false }]);
    expect(apply).toHaveBeenLastCalledWith({ sort: undefined, order: undefined });
    controls.pagination?.onPageChange(2);
    expect(apply).toHaveBeenLastCalledWith({ page: 2 });
    controls.pagination?.onPageSizeChange?.(10);
    expect(apply).toHaveBeenLastCalledWith({ pageSize: 10 });
  });
});

describe('cursorListPosition', () => {
  const sorts = { name: 'name', createdAt: 'createdAt' } as const;

  it('is on the page after the trail; Next appends, Previous drops, a sort starts over', () => {
    const apply = vi.fn();
    const controls = cursorListPosition({ sort: 'name', order: 'asc', trail: ['a', 'b'] }, apply, {
      sorts,
      pageSizeOptions: [10, 20],
    });
    expect(controls.sorting).toEqual([{ id: 'name', desc: false }]);
    expect(controls.pagination).toMatchObject({ page: 3, pageSize: 20 });
    controls.pagination.onNext('c');
    expect(apply).toHaveBeenLastCalledWith({ trail: ['a', 'b', 'c'] });
    controls.pagination.onPrevious();
    expect(apply).toHaveBeenLastCalledWith({ trail: ['a'] });
    controls.onSortingChange?.([{ id: 'createdAt', desc: true }]);
    expect(apply).toHaveBeenLastCalledWith({ sort: 'createdAt', order: 'desc' });
    controls.pagination.onPageSizeChange?.(10);
    expect(apply).toHaveBeenLastCalledWith({ pageSize: 10 });
  });

  it('keeps the trail in the URL and drops what is not a cursor', () => {
    const q = new URLSearchParams();
    writeTrail(q, ['eyJ2IjoxfQ', 'x_y-z']);
    expect(q.toString()).toBe('after=eyJ2IjoxfQ.x_y-z');
    expect(readTrail(q)).toEqual(['eyJ2IjoxfQ', 'x_y-z']);
    expect(readTrail(new URLSearchParams('after=ok..%3Cscript%3E'))).toEqual(['ok']);
    expect(readTrail(new URLSearchParams(''))).toEqual([]);
    const empty = new URLSearchParams();
    writeTrail(empty, []);
    expect(empty.toString()).toBe('');
  });
});
