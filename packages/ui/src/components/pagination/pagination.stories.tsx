import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  parameters: {
    docs: {
      description: {
        component:
          'The app uses it through DataTable: the server-paginated admin tables (/admin/users, /admin/students, /admin/courses) page with it.',
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
