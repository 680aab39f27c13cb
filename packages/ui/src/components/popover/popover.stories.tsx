import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Stack } from '../layout';
import { Text } from '../text';
import { Popover } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover.Content,
  args: { title: 'Live class', 'aria-label': 'Live class details' },
  render: (args) => (
    <div style={{ padding: '4rem', display: 'flex', justifyContent: 'center' }}>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="secondary">Class details</Button>
        </Popover.Trigger>
        <Popover.Content {...args}>
          <Stack gap="xs">
            <Text size="sm">Distributed systems, part 2</Text>
            <Text size="sm" tone="muted">
              Today, 6:00 PM IST · 90 minutes
            </Text>
          </Stack>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
} satisfies Meta<typeof Popover.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const OpenedWithKeyboard: Story = {
  name: 'Opened with the keyboard, Escape closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Class details' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await body().findByRole('dialog', { name: 'Live class details' });
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  name: 'Long content',
  render: (args) => (
    <Popover.Root defaultOpen>
      <Popover.Trigger asChild>
        <Button variant="secondary">Class details</Button>
      </Popover.Trigger>
      <Popover.Content {...args}>
        <Text size="sm">
          Bring your notes from part 1. We will cover consensus algorithms, leader election, log
          replication and how real databases survive network partitions without losing acknowledged
          writes.
        </Text>
      </Popover.Content>
    </Popover.Root>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { title: 'الفصل المباشر', 'aria-label': 'تفاصيل الفصل' },
  render: (args) => (
    <div dir="rtl" lang="ar" style={{ padding: '2rem' }}>
      <Popover.Root defaultOpen>
        <Popover.Trigger asChild>
          <Button variant="secondary">التفاصيل</Button>
        </Popover.Trigger>
        <Popover.Content {...args} dir="rtl">
          <Text size="sm">اليوم، السادسة مساءً</Text>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
};
