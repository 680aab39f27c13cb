import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withPage } from '../../testing/page-story';
import { RegisterPage } from './register-page';

/** /register: a student signs up; the auth actor submits, so the page's states are props. */
const meta = {
  title: 'Web/Pages/Register',
  component: RegisterPage,
  decorators: [withPage],
  parameters: { route: '/register' },
  args: { onSubmit: fn(), submitting: false, error: null },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Blank form',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: { machineState: ['auth.loggedOut.registering'] },
  name: 'Creating the account',
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  name: 'Email already registered',
  args: { error: 'User already exists' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('User already exists');
  },
};

export const Full: Story = {
  name: 'Filled in and submitted',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), ' Asha Rao ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'a-long-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'a-long-password-1',
    });
  },
};
