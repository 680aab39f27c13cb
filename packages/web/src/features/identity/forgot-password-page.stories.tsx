import { getForgotPasswordMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { submitStates, withPage } from '../../testing/page-story';
import { ForgotPasswordPage } from './account-pages';

/** /forgot-password: ask for a reset link (the answer never tells who has an account). */
const meta = {
  title: 'Web/Pages/Forgot password',
  component: ForgotPasswordPage,
  decorators: [withPage],
  parameters: { route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ask(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
  return canvas;
}

const states = submitStates([['post', '*/api/auth/forgot-password']], 'Send reset link', ask);

export const Empty: Story = {
  name: 'Blank form',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

export const Loading: Story = { name: 'Sending the link', ...states.loading };

export const Error: Story = { name: 'Sending failed', ...states.error };

export const Full: Story = {
  name: 'Link sent',
  beforeEach: ({ msw }) =>
    msw.use(
      getForgotPasswordMockHandler({
        success: true,
        message: 'If an account exists for that email, a reset link is on its way.',
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = await ask(canvasElement);
    await canvas.findByText('Check your email');
  },
};
