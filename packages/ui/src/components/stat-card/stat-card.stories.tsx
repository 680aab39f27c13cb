import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Currency } from '../currency';
import { StatCard } from './stat-card';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Tasks waiting for review', value: 12 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustTheFigure: Story = { name: 'Just the figure' };

export const RisingBadNews: Story = {
  name: 'Rising, and that is bad (overdue tasks)',
  args: {
    label: 'Overdue tasks',
    value: 7,
    delta: { text: '+4 since last week', trend: 'up', tone: 'negative' },
    href: '#overdue',
  },
};

export const FallingGoodNews: Story = {
  name: 'Falling, and that is good (pending payments in ₹)',
  args: {
    label: 'Pending payments',
    value: <Currency amount={1250000} />,
    delta: { text: '₹2,40,000 less than October', trend: 'down', tone: 'positive' },
    href: '#payments',
    linkLabel: 'See students',
  },
};

export const Unchanged: Story = {
  name: 'Unchanged',
  args: { label: 'Active mentors', value: 18, delta: { text: 'Same as last week', trend: 'flat' } },
};

export const Loading: Story = {
  args: { loading: true, delta: { text: '', trend: 'up' }, href: '#queue' },
};

export const LinkWithKeyboard: Story = {
  name: 'Keyboard: the link names what it counts',
  args: { href: '#queue' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: /^View all ?: Tasks waiting for review$/ }),
    ).toHaveFocus();
  },
};
