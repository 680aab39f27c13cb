import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { CursorPagination, Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  parameters: {
    docs: {
      description: {
        component:
          'The app uses it through DataTable: the server-paginated admin tables (/admin/users, /admin/courses) page with it; lists paged by cursor (/admin/students) use CursorPagination (below).',
      },
    },
  },
  component: Pagination,
  args: { page: 5, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = { name: 'Middle page' };

export const FirstPage: Story = {
  name: 'First page (previous disabled)',
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = { name: 'Last page', args: { page: 12 } };

export const FewPages: Story = { name: 'Few pages', args: { page: 2, totalPages: 3 } };

export const Interactive: Story = {
  name: 'Keyboard: move through pages',
  render: (args) => {
    const Demo = () => {
      const [page, setPage] = useState(1);
      return (
        <Pagination
          {...args}
          page={page}
          onPageChange={(p) => {
            setPage(p);
            args.onPageChange(p);
          }}
        />
      );
    };
    return <Demo />;
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Pagination {...args} label="الصفحات" />
    </div>
  ),
};

/** Previous / Next for a list paged by cursor: no total, so no page numbers to jump to. */
export const CursorFirstPage: Story = {
  name: 'Cursor: first page (previous disabled)',
  render: () => (
    <CursorPagination page={1} hasNext onPrevious={fn()} onNext={fn()} label="Students pages" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByText('Page 1')).toHaveAttribute('aria-current', 'page');
  },
};

export const CursorMiddlePage: Story = {
  name: 'Cursor: a page in the middle',
  render: () => <CursorPagination page={4} hasNext onPrevious={fn()} onNext={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(canvas.getByText('Page 4')).toBeInTheDocument();
  },
};

export const CursorLastPage: Story = {
  name: 'Cursor: last page (next disabled)',
  render: () => <CursorPagination page={3} hasNext={false} onPrevious={fn()} onNext={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const CursorOnePage: Story = {
  name: 'Cursor: one page (nothing drawn)',
  render: () => (
    <div data-testid="pager">
      <CursorPagination page={1} hasNext={false} onPrevious={fn()} onNext={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pager')).toBeEmptyDOMElement();
  },
};

export const CursorInteractive: Story = {
  name: 'Cursor: keyboard, the previous cursors kept by the caller',
  render: () => {
    const Demo = () => {
      // What a screen keeps: the cursors of the pages seen; the server says whether more follow.
      const [trail, setTrail] = useState<string[]>([]);
      return (
        <CursorPagination
          page={trail.length + 1}
          hasNext={trail.length < 2}
          onPrevious={() => setTrail((t) => t.slice(0, -1))}
          onNext={() => setTrail((t) => [...t, `c${t.length + 1}`])}
        />
      );
    };
    return <Demo />;
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 3')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2')).toBeInTheDocument();
  },
};
