import { getCreateCheckoutMockHandler } from '@campus/sdk/msw';
import type { User } from '@campus/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { makeUser } from '../../testing/fixtures';
import { createEffectLog, EffectLogView, useStoryActor } from '../../testing/story-kit';
import { PendingPaymentButton } from './pending-payment-button';
import { pendingPaymentMachine } from './pending-payment.machine';

/** The button against the SDK's createCheckout, answered by MSW; the new tab is logged, not opened. */
function PaymentStory({ user }: { user: User }) {
  const log = useMemo(createEffectLog, []);
  const machine = useMemo(
    () =>
      pendingPaymentMachine.provide({
        actions: { openCheckout: (_, params) => log.note(`Opened in a new tab: ${params.url}`) },
      }),
    [log],
  );
  const payment = useStoryActor(machine);
  return (
    <div>
      <PendingPaymentButton payment={payment} user={user} />
      <EffectLogView log={log} />
    </div>
  );
}

const meta = {
  title: 'Web/Payments/Pending payment button',
  component: PaymentStory,
  args: { user: makeUser({ pendingAmount: 2500 }) },
  beforeEach({ msw }) {
    msw.use(
      getCreateCheckoutMockHandler({
        url: 'https://payments.example/form/abc',
        amount: 2500,
        reference: 'ref-1',
      }),
    );
  },
} satisfies Meta<typeof PaymentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StudentWithAmountDue: Story = {
  parameters: { machineState: ['pendingPayment.idle'] },
  name: 'Student with an amount due',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Pending Payment ₹2,500/ });
    await userEvent.click(button);
    await canvas.findByText('Opened in a new tab: https://payments.example/form/abc');
  },
};

export const StudentNothingDue: Story = {
  name: 'Student, nothing due',
  args: { user: makeUser({ pendingAmount: 0 }) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Pending Payment/ });
    await expect(button).not.toHaveTextContent('₹');
  },
};

export const MentorSeesNothing: Story = {
  name: 'Mentor (not shown)',
  args: { user: makeUser({ role: 'mentor', pendingAmount: 2500 }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: /Pending Payment/ }),
    ).toBeNull();
  },
};

export const Opening: Story = {
  parameters: { machineState: ['pendingPayment.creatingCheckout'] },
  name: 'Opening the payment form',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/payments/checkout', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pending Payment/ }));
    await expect(canvas.getByRole('button', { name: /Pending Payment/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  parameters: { machineState: ['pendingPayment.failed'] },
  name: 'Payment form unavailable',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/payments/checkout', () => HttpResponse.json({}, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Pending Payment/ }));
    await canvas.findByText('Could not open the payment form. Please try again.');
  },
};
