import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { IconButton } from '../icon-button';
import { Inline, Stack } from '../layout';
import { Badge, BadgeAnchor, CountBadge, badgeTones, badgeVariants } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Live', tone: 'danger' },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllTones: Story = {
  name: 'All tones, soft and solid',
  render: () => (
    <Stack gap="sm">
      {badgeVariants.map((variant) => (
        <Inline key={variant} gap="sm">
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

const Bellish = ({ count }: { count: number }) => (
  <BadgeAnchor>
    <IconButton
      variant="secondary"
      label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      icon={<Bell size={20} />}
    />
    <CountBadge count={count} floating />
  </BadgeAnchor>
);

export const UnreadBadgeUnderTen: Story = {
  name: 'Unread badge, three',
  render: () => <Bellish count={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const UnreadBadgeAboveNine: Story = {
  name: 'Unread badge above nine',
  render: () => <Bellish count={12} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const NoUnread: Story = {
  name: 'No unread (no badge)',
  render: () => <Bellish count={0} />,
};

export const LongLabel: Story = {
  name: 'Long label truncates',
  args: {
    tone: 'info',
    children: 'Advanced Full-stack Web Development — November 2026 batch',
    title: 'Advanced Full-stack Web Development — November 2026 batch',
  },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <Badge {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <Inline gap="sm">
        <Badge tone="success">مكتمل</Badge>
        <Bellish count={12} />
      </Inline>
    </div>
  ),
};
