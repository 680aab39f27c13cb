import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Text } from '../text';
import { Link } from './link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#courses', children: 'Browse courses' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InRunningText: Story = {
  name: 'In running text',
  render: (args) => (
    <Text>
      Stuck on a task? <Link {...args}>Get help from support</Link> or ask your mentor.
    </Text>
  ),
};

export const External: Story = {
  name: 'External (payment form, new tab)',
  args: {
    href: 'https://payments.example/pending',
    external: true,
    children: 'Pay pending amount',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Pay pending amount.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Focused: Story = {
  name: 'Focused with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Link {...args} tone="accent">
        Accent
      </Link>
      <Link {...args} tone="neutral" underline="hover">
        Neutral, underline on hover
      </Link>
      <Link {...args} tone="muted">
        Muted
      </Link>
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { children: 'تصفح الدورات', external: true },
  render: (args) => (
    <p dir="rtl" lang="ar">
      <Link {...args} />
    </p>
  ),
};
