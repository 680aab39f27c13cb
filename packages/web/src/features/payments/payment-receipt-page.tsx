import { getPaymentReceipt, normalizeError } from '@campus/sdk';
import { Alert, Button, Link, PageHeader, Stack } from '@campus/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { paymentKeys } from '../../data/payments/keys';
import { QueryView } from '../../lib/query-view';
import { ReceiptCard, receiptLoading } from './receipt-card';

/** How often, and how many times, the receipt is asked for again while the provider's word is on its way. */
export const RECEIPT_RETRY_MS = 1500;
export const RECEIPT_ATTEMPTS = 8;

const notYet = (error: unknown) => normalizeError(error).status === 404;

export const receiptQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(paymentId),
    queryFn: () => getPaymentReceipt(paymentId),
    // The provider may send the student back a moment before its confirmation reaches the server
    // (the contract's 404 "not recorded yet"): ask again a few times before saying so.
    retry: (failures, error) => notYet(error) && failures < RECEIPT_ATTEMPTS,
    retryDelay: RECEIPT_RETRY_MS,
  });

/**
 * /payment/receipt?paymentId=…: where the payment form returns the student. Says whether
 * the payment went through, the amount in ₹, and what is still owed.
 */
export function PaymentReceiptPage({ paymentId }: { paymentId: string }) {
  const receipt = useQuery({ ...receiptQuery(paymentId), enabled: paymentId !== '' });
  return (
    <Stack gap="lg">
      <PageHeader title="Payment receipt" />
      {paymentId === '' ? (
        <Alert tone="warning" title="No payment to show">
          This page shows a payment when the payment form sends you back here.
        </Alert>
      ) : (
        <QueryView
          query={receipt}
          loading={receiptLoading}
          errorTitle="Your receipt could not be loaded"
          notFound={
            <Alert
              tone="warning"
              title="We have not heard about this payment yet"
              actions={
                <Button size="sm" variant="secondary" onClick={() => void receipt.refetch()}>
                  Try again
                </Button>
              }
            >
              The payment provider has not confirmed it. If money left your account, it will show
              here within minutes.
            </Alert>
          }
        >
          {(paid) => (
            <ReceiptCard
              failed={paid.status === 'failed'}
              amount={paid.amount}
              references={[`Reference ${paid.paymentId}`]}
              createdAt={paid.createdAt}
              pendingAmount={paid.pendingAmount}
            >
              <Link as={RouterLink} href={paths.dashboard.href()}>
                Go to your dashboard
              </Link>
            </ReceiptCard>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
