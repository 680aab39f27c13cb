import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Stack } from '../layout';
import { PasswordField, TextField } from '../text-field';
import { Text } from '../text';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog.Content,
  args: { title: 'Edit profile', description: 'Changes show on your profile and to your mentors.' },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Edit profile</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Stack>
          <TextField label="Name" defaultValue="Asha Rao" />
          <TextField label="Email" type="email" defaultValue="asha@example.com" />
        </Stack>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button>Save</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    const dialog = await body().findByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toHaveAccessibleDescription(
      'Changes show on your profile and to your mentors.',
    );
  },
};

export const KeyboardFocusTrapAndEscape: Story = {
  name: 'Keyboard: focus trap and Escape',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit profile' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Edit profile' });
    // Focus moves into the dialog, onto its first control (the close button).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    // Tab past the last control wraps to the first one: focus never leaves the dialog.
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const HiddenTitle: Story = {
  name: 'Title hidden visually, still announced',
  args: { title: 'Change password', hideTitle: true, description: undefined },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters."
        />
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LongContent: Story = {
  name: 'Long content scrolls',
  args: { title: 'Terms of the Advanced Full-stack Web Development programme and its assessments' },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args} size="lg">
        <Stack>
          {Array.from({ length: 12 }, (_, i) => (
            <Text key={i}>
              Clause {i + 1}. Students attend live classes, submit tasks on time and take part in
              reviews. Mentors respond within two working days.
            </Text>
          ))}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  ),
};

/** The parts of the "Account Deactivated" modal; the screen owns the 10-second timer. */
function DeactivatedModal() {
  const [open, setOpen] = useState(true);
  const [seconds, setSeconds] = useState(10);
  useEffect(() => {
    if (!open) return;
    const tick = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(tick);
  }, [open]);
  useEffect(() => {
    if (seconds === 0) setOpen(false);
  }, [seconds]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content
        title="Account Deactivated"
        description="Your account was deactivated by an administrator. Please contact the admin."
        size="sm"
      >
        <Text size="sm" tone="muted">
          This message closes in {seconds} s.
        </Text>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>OK</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const AccountDeactivated: Story = {
  name: 'Account deactivated (closes after 10 s)',
  render: () => <DeactivatedModal />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Account Deactivated' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { title: 'تعديل الملف الشخصي', description: 'تظهر التغييرات لمرشديك.' },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Dialog.Root defaultOpen>
        <Dialog.Content {...args} dir="rtl">
          <TextField label="الاسم" defaultValue="آشا راو" />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  ),
};
