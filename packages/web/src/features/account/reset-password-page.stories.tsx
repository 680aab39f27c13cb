import { getResetPasswordMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { ResetPasswordPage } from './account-pages';

const route = [['post', '*/api/auth/reset-password']] as const;

/** /reset-password?token=…: choose a new password from the emailed link. */
const meta = {
  title: 'Web/Pages/Reset password',
  component: ResetPasswordPage,
  decorators: [withPage],
  parameters: { route: '/reset-password?token=reset-token-1' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), 'a-long-password-1');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-long-password-1');
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const Empty: Story = {
  name: 'Blank form',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('New password')).toHaveValue('');
  },
};

export const MissingToken: Story = {
  name: 'Link without its token',
  parameters: { route: '/reset-password' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This link is incomplete');
  },
};

export const Loading: Story = {
  name: 'Saving the password',
  beforeEach: ({ msw }) => msw.use(...pending(route)),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  name: 'Link expired or server failed',
  beforeEach: ({ msw }) => msw.use(...failing(route)),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await canvas.findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Password changed',
  beforeEach: ({ msw }) =>
    msw.use(getResetPasswordMockHandler({ success: true, message: 'Password changed' })),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await canvas.findByText('You can now log in with your new password.');
  },
};
