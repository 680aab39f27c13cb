import { useSearchParams } from 'wouter';
import { PaymentReceiptPage } from '../../features/payments/payment-receipt-page';

export function PaymentReceiptRoute() {
  const [params] = useSearchParams();
  return <PaymentReceiptPage paymentId={params.get('paymentId') ?? ''} />;
}
