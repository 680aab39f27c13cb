import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { PaymentReceiptPage } from './payment-receipt-page';

const route = ['get', '*/api/payments/:paymentId'] as const;
const receipt = (status: 'succeeded' | 'failed', pendingAmount: number) =>
  http.get('*/api/payments/:paymentId', () =>
    HttpResponse.json({
      paymentId: 'pay_8H2K',
      amount: 125000,
      status,
      createdAt: '2026-11-22T11:30:00.000Z',
      pendingAmount,
    }),
  );

/** /payment/receipt?paymentId=…: where the payment form returns the student. */
const meta = {
  title: 'Web/Pages/Payment receipt',
  component: PaymentReceiptPage,
  decorators: [withPage],
  parameters: { route: '/payment/receipt?paymentId=pay_8H2K' },
  args: { paymentId: 'pay_8H2K' },
} satisfies Meta<typeof PaymentReceiptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  tags: ['narrow'],
  name: 'Payment received, nothing left',
  beforeEach: ({ msw }) => msw.use(receipt('succeeded', 0)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Payment received' });
    await expect(canvas.getByText('₹1,25,000')).toBeInTheDocument();
    await expect(canvas.getByText('Nothing left to pay.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: 'Payment failed',
  beforeEach: ({ msw }) => msw.use(receipt('failed', 125000)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Payment failed' });
    await expect(canvas.getByText(/Nothing was charged/)).toBeInTheDocument();
  },
};

export const NoPayment: Story = {
  name: 'Opened without a payment',
  args: { paymentId: '' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No payment to show');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...pending([route])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your receipt…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...failing([route])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
