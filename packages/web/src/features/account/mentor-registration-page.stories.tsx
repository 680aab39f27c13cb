import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { MentorRegistrationPage } from './account-pages';

const route = [['post', '*/api/auth/register-mentor']] as const;

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

export const Empty: Story = {
  name: 'Blank form',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
  },
};

export const Loading: Story = {
  name: 'Registering',
  beforeEach: ({ msw }) => msw.use(...pending(route)),
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Register as a mentor' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  name: 'Registration refused',
  beforeEach: ({ msw }) => msw.use(...failing(route)),
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement);
    await canvas.findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Filled in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Meera Iyer');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expertise' }), 'Python, SQL');
    await expect(canvas.getByRole('textbox', { name: 'Expertise' })).toHaveValue('Python, SQL');
  },
};
