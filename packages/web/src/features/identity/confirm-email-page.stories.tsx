import { getConfirmEmailChangeMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { submitStates, withPage } from '../../testing/page-story';
import { ConfirmEmailPage } from './account-pages';

const press = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Confirm email' }));
  return canvas;
};
const states = submitStates([['post', '*/api/auth/confirm-email']], 'Confirm email', press);

/** /confirm-email?token=…: the link mailed to a new email address. */
const meta = {
  title: 'Web/Pages/Confirm email',
  component: ConfirmEmailPage,
  decorators: [withPage],
  args: { onConfirmed: fn() },
  parameters: { route: '/confirm-email?token=email-token-1' },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Asks for a press',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Confirm that this address is yours/);
  },
};

export const MissingToken: Story = {
  name: 'Link without its token',
  parameters: { route: '/confirm-email' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This link is incomplete');
  },
};

export const Loading: Story = { name: 'Confirming', ...states.loading };

export const Error: Story = { name: 'Link expired or server failed', ...states.error };

export const Full: Story = {
  name: 'Email changed',
  beforeEach: ({ msw }) =>
    msw.use(
      getConfirmEmailChangeMockHandler({
        success: true,
        message: 'Your email is now asha@example.com. Please sign in again with it.',
      }),
    ),
  play: async ({ canvasElement, args }) => {
    const canvas = await press(canvasElement);
    await canvas.findByText(/Your email is now asha@example.com/);
    await expect(args.onConfirmed).toHaveBeenCalled();
  },
};
