import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { PaymentPage } from './account-pages';

const checkout = [['post', '*/api/payments/checkout']] as const;
const owing = { ...storyUsers.student, pendingAmount: 24999 };

/** /payment: pay what is pending; the provider sends the student back with ?status=. */
const meta = {
  title: 'Web/Pages/Payment',
  component: PaymentPage,
  decorators: [withPage],
  parameters: { route: '/payment' },
  args: { user: owing },
} satisfies Meta<typeof PaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Opening the payment provider',
  beforeEach: ({ msw }) => msw.use(...pending(checkout)),
  play: async ({ canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: /Pay ₹24,999/ });
    await userEvent.click(pay);
    await expect(pay).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'Nothing to pay',
  args: { user: storyUsers.student },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have nothing to pay.');
  },
};

export const Error: Story = {
  name: 'Checkout failed',
  beforeEach: ({ msw }) => msw.use(...failing(checkout)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pay ₹24,999/ }));
    await canvas.findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Pending amount',
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('₹24,999');
  },
};

export const Paid: Story = {
  name: 'Back from the provider: paid',
  parameters: { route: '/payment?status=success' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Thank you');
  },
};

export const Cancelled: Story = {
  name: 'Back from the provider: cancelled',
  parameters: { route: '/payment?status=cancelled' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Payment not completed');
  },
};

export const Visitor: Story = {
  name: 'Visitor (not logged in)',
  args: { user: null },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Register for a program' });
  },
};
