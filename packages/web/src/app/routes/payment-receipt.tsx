import { useSearchParams } from 'wouter';
import { CheckoutReceiptPage } from '../../features/payments/checkout-receipt-page';
import { PaymentReceiptPage } from '../../features/payments/payment-receipt-page';
import { Guard } from '../guard';

/**
 * /payment/receipt: public, since a visitor who registered with payment has no password yet. With a
 * checkout's signed reference the address itself is the key; a bare `paymentId` is a
 * student's own receipt, behind login.
 */
export function PaymentReceiptRoute() {
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const signature = params.get('signature');
  if (reference && signature) {
    return (
      <CheckoutReceiptPage
        reference={reference}
        signature={signature}
        alreadyPaid={params.get('notice') === 'already-paid'}
        returned={params.has('paymentId')}
      />
    );
  }
  return (
    <Guard roles={['student']}>
      <PaymentReceiptPage paymentId={params.get('paymentId') ?? ''} />
    </Guard>
  );
}
