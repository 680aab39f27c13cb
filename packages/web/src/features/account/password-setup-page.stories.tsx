import { getSetupPasswordMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { PasswordSetupPage } from './account-pages';

const route = [['post', '*/api/auth/setup-password']] as const;

/** /setup-password?token=…: a newly registered student chooses a password and is signed in. */
const meta = {
  title: 'Web/Pages/Password setup',
  component: PasswordSetupPage,
  decorators: [withPage],
  parameters: { route: '/setup-password?token=setup-token-1' },
  args: { onAuthenticated: fn() },
} satisfies Meta<typeof PasswordSetupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('New password'), 'a-long-password-1');
  await userEvent.type(canvas.getByLabelText('Confirm new password'), 'a-long-password-1');
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
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
  parameters: { route: '/setup-password' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This link is incomplete');
  },
};

export const Loading: Story = {
  name: 'Saving the password',
  beforeEach: ({ msw }) => msw.use(...pending(route)),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Set password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  name: 'Setup failed',
  beforeEach: ({ msw }) => msw.use(...failing(route)),
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement);
    await canvas.findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Password set, signed in',
  beforeEach: ({ msw }) => msw.use(getSetupPasswordMockHandler()),
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement);
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalled());
  },
};
