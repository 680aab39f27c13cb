import { getCreateCheckoutMockHandler } from '@campus/sdk/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeUser } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderWidget } from '../../testing/render';
import { PendingPaymentButton } from './pending-payment-button';
import { pendingPaymentMachine } from './pending-payment.machine';

describe('PendingPaymentButton', () => {
  it('is for students only', () => {
    const actor = createActor(pendingPaymentMachine).start();
    const { rerender } = renderWidget(
      <PendingPaymentButton payment={actor} user={makeUser({ role: 'mentor' })} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<PendingPaymentButton payment={actor} user={makeUser({ pendingAmount: 0 })} />);
    expect(screen.getByRole('button')).toHaveTextContent(/^Pending Payment$/);
    actor.stop();
  });

  it('shows the amount in rupees and opens the checkout form in a new tab', async () => {
    server.use(
      getCreateCheckoutMockHandler({
        url: 'https://pay.example/f/9',
        amount: 1500,
        reference: 'r',
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const actor = createActor(pendingPaymentMachine).start();
    const { user } = renderWidget(
      <PendingPaymentButton payment={actor} user={makeUser({ pendingAmount: 1500 })} />,
    );
    await user.click(screen.getByRole('button', { name: /Pending Payment ₹1,500/ }));
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://pay.example/f/9', '_blank', 'noopener'),
    );
    open.mockRestore();
    actor.stop();
  });
});
