import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { submitStates, withPage } from '../../testing/page-story';
import { MentorRegistrationPage } from './account-pages';

/** /mentor-registration: a mentor applies (listed once an admin reviews them). */
const meta = {
  title: 'Web/Pages/Mentor registration',
  component: MentorRegistrationPage,
  decorators: [withPage],
  parameters: { route: '/mentor-registration' },
  args: { onAuthenticated: fn() },
} satisfies Meta<typeof MentorRegistrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function apply(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'meera@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'a-long-password-1');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expertise' }), 'Python, SQL');
  await userEvent.click(canvas.getByRole('button', { name: 'Register as a mentor' }));
  return canvas;
}

const states = submitStates(
  [['post', '*/api/auth/register-mentor']],
  'Register as a mentor',
  apply,
);

export const Empty: Story = {
  name: 'Blank form',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

export const Loading: Story = { name: 'Registering', ...states.loading };

export const Error: Story = { name: 'Registration refused', ...states.error };

export const Full: Story = {
  name: 'Filled in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expertise' }), 'Python, SQL');
    await expect(canvas.getByRole('textbox', { name: 'Expertise' })).toHaveValue('Python, SQL');
  },
};
