import { Alert, Button, Stack } from '@campus/ui';
import type { User } from '@campus/sdk';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  formatRupees,
  paymentMessages,
  selectError,
  selectIsOpening,
  shouldShowPendingPayment,
  type pendingPaymentMachine,
} from './pending-payment.machine';
import * as css from './pending-payment-button.css';

export interface PendingPaymentButtonProps {
  payment: ActorRefFrom<typeof pendingPaymentMachine>;
  user: Pick<User, 'role' | 'pendingAmount'> | null;
}

/**
 * Spec §1, §6: students only; the amount in rupees when above 0; opens the payment provider's form
 * in a new tab.
 */
export function PendingPaymentButton({ payment, user }: PendingPaymentButtonProps) {
  const opening = useSelector(payment, selectIsOpening);
  const error = useSelector(payment, selectError);
  if (!user || !shouldShowPendingPayment(user)) return null;
  const amount = user.pendingAmount > 0 ? ` ${formatRupees(user.pendingAmount)}` : '';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="secondary"
        loading={opening}
        onClick={() => payment.send({ type: 'checkout.open' })}
        aria-label={`${paymentMessages.label}${amount} (opens in a new tab)`}
      >
        <span className={amount ? css.words : undefined}>{paymentMessages.label}</span>
        {amount}
      </Button>
      {error && (
        <Alert tone="danger" live="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
