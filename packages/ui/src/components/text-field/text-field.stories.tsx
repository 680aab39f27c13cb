import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../layout';
import { PasswordField, TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', autoComplete: 'email' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'asha@example.com');
    await expect(input).toHaveValue('asha@example.com');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Use the address you registered with.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Use the address you registered with.',
    );
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  name: 'With error',
  args: {
    defaultValue: 'asha@',
    hint: 'Use the address you registered with.',
    error: 'Enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Use the address you registered with. Enter a valid email address.',
    );
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'asha@example.com' } };

export const LongLabelAndError: Story = {
  name: 'Long label and error',
  args: {
    label: 'The email address your mentor and the admissions team will use to reach you',
    error:
      'Validation failed: email must be a valid address and must not belong to a deactivated account',
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { label: 'البريد الإلكتروني', hint: 'استخدم العنوان الذي سجلت به.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};

export const Password: Story = {
  name: 'Password, hidden',
  render: () => <PasswordField label="Password" name="password" hint="At least 6 characters." />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    // Keyboard: Tab into the input, type, Tab to the toggle, Space shows the password.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('secret1');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const PasswordShown: Story = {
  name: 'Password, shown',
  render: () => <PasswordField label="Password" defaultVisible defaultValue="campus-2026" />,
};

export const PasswordTooShort: Story = {
  name: 'New password too short',
  render: () => (
    <Stack>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        defaultValue="abc"
        hint="At least 6 characters."
        error="Password must be at least 6 characters."
      />
    </Stack>
  ),
};
