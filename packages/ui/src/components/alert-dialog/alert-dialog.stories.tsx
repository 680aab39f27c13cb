import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog } from './alert-dialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog.Content,
  args: {
    title: 'Log out?',
    description: 'You will need your email and password to sign in again.',
    confirmLabel: 'Log out',
    onConfirm: fn(),
  },
  render: (args) => (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Log out</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content {...args} />
    </AlertDialog.Root>
  ),
} satisfies Meta<typeof AlertDialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ConfirmLogout: Story = {
  name: 'Confirm log out',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const KeyboardCancelIsFocused: Story = {
  name: 'Keyboard: Cancel focused, Escape closes',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Log out' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Destructive: Story = {
  args: {
    title: 'Deactivate Ravi Kumar?',
    description:
      'Ravi will be signed out everywhere and cannot log in until an admin reactivates the account.',
    confirmLabel: 'Deactivate',
    tone: 'danger',
  },
  render: (args) => (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Content {...args} />
    </AlertDialog.Root>
  ),
};

export const Confirming: Story = {
  name: 'Confirming (loading)',
  args: { loading: true },
  render: (args) => (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Content {...args} />
    </AlertDialog.Root>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: {
    title: 'تسجيل الخروج؟',
    description: 'ستحتاج إلى بريدك وكلمة المرور للدخول مجدداً.',
    confirmLabel: 'خروج',
    cancelLabel: 'إلغاء',
  },
  render: (args) => (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Content {...args} dir="rtl" />
    </AlertDialog.Root>
  ),
};

export const NoticeWithOnlyOk: Story = {
  name: 'Notice: only OK, focused',
  args: {
    title: 'Notice',
    description: 'Your account has been deactivated. Please contact administrator.',
    confirmLabel: 'OK',
    cancelLabel: null,
  },
  render: (args) => (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Content {...args} />
    </AlertDialog.Root>
  ),
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Notice' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};
