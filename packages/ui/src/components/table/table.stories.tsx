import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Currency } from '../currency';
import { EmptyState } from '../empty-state';
import { Table } from './table';

const students = [
  {
    name: 'Asha Rao',
    email: 'asha@example.com',
    batch: 'Nov 2026 · Fullstack',
    pending: 12500,
    active: true,
  },
  {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    batch: 'Nov 2026 · Data',
    pending: 0,
    active: false,
  },
  {
    name: 'Meera Iyer',
    email: 'meera.iyer.long.address@example.com',
    batch: 'Oct 2026 · Cloud',
    pending: 1250000,
    active: true,
  },
];

const meta = {
  title: 'Data display/Table',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: the base of DataTable (TanStack Table) for the admin console and the e-book admin list.',
      },
    },
  },
  component: Table.Root,
  args: { caption: 'Students' },
  render: (args) => (
    <Table.Root {...args}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Email</Table.HeaderCell>
          <Table.HeaderCell>Batch</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
          <Table.HeaderCell numeric>Pending</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {students.map((s) => (
          <Table.Row key={s.email}>
            <Table.Cell>{s.name}</Table.Cell>
            <Table.Cell>{s.email}</Table.Cell>
            <Table.Cell>{s.batch}</Table.Cell>
            <Table.Cell>
              <Badge tone={s.active ? 'success' : 'neutral'}>
                {s.active ? 'Active' : 'Deactivated'}
              </Badge>
            </Table.Cell>
            <Table.Cell numeric>
              <Currency amount={s.pending} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  ),
} satisfies Meta<typeof Table.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Students: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Students' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
  },
};

export const OnMobile: Story = {
  name: 'On mobile (scrolls sideways)',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Empty: Story = {
  render: (args) => (
    <Table.Root {...args}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Email</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        <Table.Row>
          <Table.Cell colSpan={2}>
            <EmptyState level={3} title="No students in this batch yet" />
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <Table.Root caption="الطلاب">
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>الاسم</Table.HeaderCell>
            <Table.HeaderCell numeric>المبلغ</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          <Table.Row>
            <Table.Cell>آشا راو</Table.Cell>
            <Table.Cell numeric>
              <Currency amount={12500} />
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </div>
  ),
};
