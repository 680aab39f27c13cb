import { getResetPasswordMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { submitStates, withPage } from '../../testing/page-story';
import { ResetPasswordPage } from './account-pages';
import { chooseNewPassword, linkWorks, newPasswordStates } from './new-password.story';

const submit = (canvasElement: HTMLElement) => chooseNewPassword(canvasElement, 'Reset password');
const shared = newPasswordStates('/reset-password');
const states = submitStates([['post', '*/api/auth/reset-password']], 'Reset password', submit);

/** /reset-password?token=…: choose a new password from the emailed link. */
const meta = {
  title: 'Web/Pages/Reset password',
  component: ResetPasswordPage,
  decorators: [withPage],
  parameters: { route: '/reset-password?token=reset-token-1' },
  beforeEach: ({ msw }) => msw.use(linkWorks),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { name: 'Checking the link', ...shared.checking };

export const Empty: Story = { name: 'Blank form', ...shared.empty };

export const MissingToken: Story = { name: 'Link without its token', ...shared.missingToken };

export const UsedLink: Story = { name: 'Link already used or expired', ...shared.usedLink };

export const Loading: Story = { name: 'Saving the password', ...states.loading };

export const Error: Story = { name: 'Link expired or server failed', ...states.error };

export const Full: Story = {
  name: 'Password changed',
  beforeEach: ({ msw }) =>
    msw.use(getResetPasswordMockHandler({ success: true, message: 'Password changed' })),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('You can now log in with your new password.');
  },
};
