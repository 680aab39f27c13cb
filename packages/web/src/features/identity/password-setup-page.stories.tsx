import { getSetupPasswordMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { submitStates, withPage } from '../../testing/page-story';
import { PasswordSetupPage } from './account-pages';
import { chooseNewPassword, linkWorks, newPasswordStates } from './new-password.story';

const submit = (canvasElement: HTMLElement) => chooseNewPassword(canvasElement, 'Set password');
const shared = newPasswordStates('/setup-password');
const states = submitStates([['post', '*/api/auth/setup-password']], 'Set password', submit);

/** /setup-password?token=…: a newly registered student chooses a password and is signed in. */
const meta = {
  title: 'Web/Pages/Password setup',
  component: PasswordSetupPage,
  decorators: [withPage],
  parameters: { route: '/setup-password?token=setup-token-1' },
  beforeEach: ({ msw }) => msw.use(linkWorks),
  args: { onAuthenticated: fn() },
} satisfies Meta<typeof PasswordSetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { name: 'Checking the link', ...shared.checking };

export const Empty: Story = { name: 'Blank form', ...shared.empty };

export const MissingToken: Story = { name: 'Link without its token', ...shared.missingToken };

export const UsedLink: Story = { name: 'Link already used or expired', ...shared.usedLink };

export const Loading: Story = { name: 'Saving the password', ...states.loading };

export const Error: Story = { name: 'Setup failed', ...states.error };

export const Full: Story = {
  name: 'Password set, signed in',
  beforeEach: ({ msw }) => msw.use(getSetupPasswordMockHandler()),
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalled());
  },
};
