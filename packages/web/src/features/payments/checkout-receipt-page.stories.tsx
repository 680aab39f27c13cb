import type { CheckoutStatus } from '@campus/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { withPage } from '../../testing/page-story';
import { CheckoutReceiptPage } from './checkout-receipt-page';

const reference = '6f1c2b7e-3d4a-4e5f-9a8b-1c2d3e4f5a6b';
const signature = 'a'.repeat(64);
const statusRoute = ['get', '*/api/payments/checkouts/:reference'] as const;
const resendRoute = ['post', '*/api/auth/setup-mail'] as const;

const open: CheckoutStatus = {
  reference,
  description: 'Data Engineer program',
  amount: 44999,
  status: 'open',
  payUrl: `https://campus.example/sandbox/checkout?reference=${reference}`,
  email: 'asha@example.in',
  needsPassword: true,
};
const paid: CheckoutStatus = {
  ...open,
  status: 'paid',
  payUrl: undefined,
  payment: {
    paymentId: 'sbx_8H2K',
    amount: 44999,
    status: 'succeeded',
    createdAt: '2026-11-22T11:30:00.000Z',
    pendingAmount: 0,
  },
};
const answer = (body: CheckoutStatus) =>
  http.get('*/api/payments/checkouts/:reference', () => HttpResponse.json(body));

/**
 * /payment/receipt?reference=…&signature=…: a registration with payment, whole. Before
 * paying it is "You are registered" with the pay link; after, the receipt and the next step — the
 * password-setup mail, which the visitor can ask for again. No login: the signed reference is the key.
 */
const meta = {
  title: 'Web/Pages/Checkout receipt',
  component: CheckoutReceiptPage,
  decorators: [withPage],
  parameters: { route: `/payment/receipt?reference=${reference}&signature=${signature}` },
  args: { reference, signature },
} satisfies Meta<typeof CheckoutReceiptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = {
  name: 'You are registered (not paid yet)',
  beforeEach: ({ msw }) => msw.use(answer(open)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'You are registered' });
    await expect(canvas.getByText(/We emailed asha@example.in a link/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Pay now/ })).toHaveAttribute(
      'href',
      open.payUrl,
    );
  },
};

export const LastAttemptFailed: Story = {
  name: 'Registered, last payment failed',
  beforeEach: ({ msw }) =>
    msw.use(
      answer({
        ...open,
        payment: { ...paid.payment!, status: 'failed', pendingAmount: 44999 },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your last payment failed');
    await expect(canvas.getByRole('link', { name: /Pay now/ })).toBeInTheDocument();
  },
};

export const NoLongerDue: Story = {
  name: 'Registered, no longer due (what is owed changed)',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(answer({ ...open, payUrl: undefined })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This payment is no longer due');
    await expect(canvas.queryByRole('link', { name: /Pay now/ })).not.toBeInTheDocument();
  },
};

export const CheckYourInbox: Story = {
  name: 'Paid: check your inbox',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(answer(paid)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Payment received' });
    await expect(canvas.getByText('Check your inbox to set your password')).toBeInTheDocument();
    await expect(canvas.getByText('Nothing left to pay.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send the email again' })).toBeEnabled();
  },
};

export const AlreadyPaid: Story = {
  name: 'Stale checkout paid again: already paid',
  tags: ['narrow'],
  parameters: {
    route: `/payment/receipt?reference=${reference}&signature=${signature}&notice=already-paid`,
  },
  args: { alreadyPaid: true },
  beforeEach: ({ msw }) => msw.use(answer(paid)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Already paid');
    await expect(canvas.getByText(/Nothing was charged again/)).toBeInTheDocument();
    await expect(canvas.getByText(/sbx_8H2K/)).toBeInTheDocument();
  },
};

export const PasswordAlreadySet: Story = {
  name: 'Paid, password already set',
  beforeEach: ({ msw }) => msw.use(answer({ ...paid, needsPassword: false })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Log in to your dashboard' });
    await expect(canvas.queryByText('Check your inbox to set your password')).toBeNull();
  },
};

export const ResendSent: Story = {
  name: 'Setup mail sent again',
  tags: ['narrow'],
  beforeEach: ({ msw }) =>
    msw.use(
      answer(paid),
      http.post('*/api/auth/setup-mail', () =>
        HttpResponse.json({ success: true, message: 'We emailed you a new link.' }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the email again' }));
    await canvas.findByText('Sent. A new link is on its way to asha@example.in.');
  },
};

export const ResendFailed: Story = {
  name: 'Setup mail could not be sent (throttled)',
  beforeEach: ({ msw }) =>
    msw.use(
      answer(paid),
      http.post('*/api/auth/setup-mail', () =>
        HttpResponse.json(
          {
            message: 'Too many emails asked for. Please wait 60 minutes before trying again.',
            retryAfter: 3600,
          },
          { status: 429 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the email again' }));
    await canvas.findByText(/The email could not be sent: Too many emails asked for/);
  },
};

export const ResendServerError: Story = {
  name: 'Setup mail could not be sent (server)',
  beforeEach: ({ msw }) => msw.use(answer(paid), ...failing([resendRoute])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the email again' }));
    await canvas.findByText(`The email could not be sent: ${serverFailure}`);
  },
};

export const UnknownLink: Story = {
  name: 'Unknown or changed link',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/payments/checkouts/:reference', () =>
        HttpResponse.json({ message: 'This payment link is unknown.' }, { status: 404 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This payment link is unknown');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...pending([statusRoute])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your receipt…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...failing([statusRoute])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
