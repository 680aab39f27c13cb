import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { Inline, Stack } from '../layout';
import { Text } from '../text';
import { SidePanel } from './side-panel';

const meta = {
  title: 'Overlays/SidePanel',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app: the shell keeps its profile panel inline beside the page (spec §1), not as a sheet. For sheets such as the booking decision and the review drawer.',
      },
    },
  },
  component: SidePanel.Content,
  args: { title: 'Profile' },
  render: (args) => (
    <SidePanel.Root>
      <SidePanel.Trigger asChild>
        <Button variant="secondary">Open profile</Button>
      </SidePanel.Trigger>
      <SidePanel.Content
        {...args}
        footer={
          <>
            <Button variant="secondary">Change password</Button>
            <Button variant="danger">Log out</Button>
          </>
        }
      >
        <Inline gap="md">
          <Avatar name="Asha Rao" size="lg" decorative />
          <Stack gap="xxs">
            <Text weight="semibold">Asha Rao</Text>
            <Text size="sm" tone="muted">
              asha@example.com · Student
            </Text>
          </Stack>
        </Inline>
        <Text size="sm">Pending amount: ₹12,500</Text>
      </SidePanel.Content>
    </SidePanel.Root>
  ),
} satisfies Meta<typeof SidePanel.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const OpenWithKeyboard: Story = {
  name: 'Opened with the keyboard, Escape closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body().findByRole('dialog', { name: 'Profile' });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  render: (args) => (
    <SidePanel.Root defaultOpen>
      <SidePanel.Content {...args} description="Your details and settings">
        <Text>Profile details go here.</Text>
      </SidePanel.Content>
    </SidePanel.Root>
  ),
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  render: (args) => (
    <SidePanel.Root defaultOpen>
      <SidePanel.Content
        {...args}
        title="Notification settings for every course and batch you follow"
      >
        {Array.from({ length: 20 }, (_, i) => (
          <Text key={i}>Setting {i + 1}: email and in-app reminders for live classes.</Text>
        ))}
      </SidePanel.Content>
    </SidePanel.Root>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left (opens from the left)',
  render: (args) => (
    <div dir="rtl" lang="ar">
      <SidePanel.Root defaultOpen>
        <SidePanel.Content {...args} title="الملف الشخصي" dir="rtl" closeLabel="إغلاق">
          <Text>آشا راو</Text>
        </SidePanel.Content>
      </SidePanel.Root>
    </div>
  ),
};
