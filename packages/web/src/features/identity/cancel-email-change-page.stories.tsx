import { getCancelEmailChangeMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { submitStates, withPage } from '../../testing/page-story';
import { CancelEmailChangePage } from './account-pages';

const press = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the change' }));
  return canvas;
};
const states = submitStates(
  [['post', '*/api/auth/cancel-email-change']],
  'Cancel the change',
  press,
);

/** /cancel-email-change?token=…: the link in the notice mailed to the old address. */
const meta = {
  title: 'Web/Pages/Cancel email change',
  component: CancelEmailChangePage,
  decorators: [withPage],
  parameters: { route: '/cancel-email-change?token=cancel-token-1' },
} satisfies Meta<typeof CancelEmailChangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'Asks for a press',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Someone asked to change the email/);
  },
};

export const MissingToken: Story = {
  name: 'Link without its token',
  parameters: { route: '/cancel-email-change' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This link is incomplete');
  },
};

export const Loading: Story = { name: 'Cancelling', ...states.loading };

export const Error: Story = { name: 'Link expired or server failed', ...states.error };

export const Full: Story = {
  name: 'Change cancelled',
  beforeEach: ({ msw }) =>
    msw.use(
      getCancelEmailChangeMockHandler({
        success: true,
        message: 'The email change is cancelled: your email stays asha@example.com.',
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement);
    await canvas.findByText(/your email stays asha@example.com/);
  },
};
