import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Stack } from '../layout';
import { Alert, alertTones } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Your live class starts in 15 minutes.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: { tone: 'success', children: 'Profile updated successfully!' },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Payment pending', children: 'You have ₹12,500 left to pay.' },
};

export const ServerError: Story = {
  name: 'Server error',
  args: { tone: 'danger', children: 'Server error. Please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  },
};

export const AccountDeactivated: Story = {
  name: 'Account deactivated',
  args: {
    tone: 'danger',
    children: 'Your account has been deactivated. Please contact administrator.',
  },
};

export const WithActionsAndDismiss: Story = {
  name: 'With actions and dismiss',
  args: {
    tone: 'warning',
    title: 'Too many login attempts',
    children: 'Too many login attempts. Please wait 15 minutes before trying again.',
    actions: (
      <Button size="sm" variant="secondary">
        Forgot password?
      </Button>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  name: 'All tones',
  render: (args) => (
    <Stack gap="sm">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} live="none" title={`${tone} title`} />
      ))}
    </Stack>
  ),
};

export const LongMessage: Story = {
  name: 'Long message',
  args: {
    tone: 'danger',
    children:
      'Validation failed: email must be a valid email address, password must be at least 6 characters long, name must not be empty, phone must contain only digits',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Alert {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: {
    tone: 'success',
    title: 'تم الحفظ',
    children: 'تم تحديث الملف الشخصي بنجاح!',
    onDismiss: fn(),
  },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Alert {...args} />
    </div>
  ),
};
