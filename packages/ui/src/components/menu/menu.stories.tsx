import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Menu } from './menu';

interface AccountMenuArgs {
  onSelect: (item: string) => void;
}

const meta = {
  title: 'Overlays/Menu',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: for row actions in the admin tables (activate, change role) and per-task actions.',
      },
    },
  },
  subcomponents: { 'Menu.Content': Menu.Content, 'Menu.Item': Menu.Item },
  args: { onSelect: fn() },
  render: ({ onSelect }) => {
    return (
      <div style={{ padding: '2rem', display: 'flex', justifyContent: 'flex-end' }}>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="secondary">Account</Button>
          </Menu.Trigger>
          <Menu.Content>
            <Menu.Label>Asha Rao</Menu.Label>
            <Menu.Item icon={<User size={16} />} onSelect={() => onSelect('profile')}>
              Profile
            </Menu.Item>
            <Menu.Item icon={<Settings size={16} />} onSelect={() => onSelect('settings')}>
              Settings
            </Menu.Item>
            <Menu.Item disabled>Billing (coming soon)</Menu.Item>
            <Menu.Separator />
            <Menu.Item
              icon={<LogOut size={16} />}
              tone="danger"
              onSelect={() => onSelect('logout')}
            >
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Root>
      </div>
    );
  },
} satisfies Meta<AccountMenuArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Closed: Story = {};

export const ArrowKeysAndEnter: Story = {
  name: 'Keyboard: arrows move, Enter chooses',
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  name: 'Keyboard: Escape closes',
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body().findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(await body().findByRole('menu')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar" style={{ padding: '2rem' }}>
      <Menu.Root dir="rtl">
        <Menu.Trigger asChild>
          <Button variant="secondary">الحساب</Button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.Item>الملف الشخصي</Menu.Item>
          <Menu.Item tone="danger">تسجيل الخروج</Menu.Item>
        </Menu.Content>
      </Menu.Root>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'الحساب' }));
    await expect(await body().findByRole('menu')).toBeInTheDocument();
  },
};
