import {
  getCheckoutStatus,
  normalizeError,
  resendSetupMail,
  type CheckoutStatus,
} from '@campus/sdk';
import {
  Alert,
  Button,
  Card,
  Currency,
  Heading,
  Link,
  linkClassName,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { paymentKeys } from '../../data/payments/keys';
import { QueryView } from '../../lib/query-view';
import { RECEIPT_ATTEMPTS, RECEIPT_RETRY_MS } from './payment-receipt-page';
import { ReceiptCard, receiptLoading } from './receipt-card';

interface CheckoutReceiptProps {
  /** The checkout reference and its signature, from the page's address: the page's only key. */
  reference: string;
  signature: string;
  /** The sandbox sends a stale checkout here with `notice=already-paid`. */
  alreadyPaid?: boolean;
  /** Set when the provider just returned the payer: its confirmation may still be on its way. */
  returned?: boolean;
}

const checkoutQuery = (reference: string, signature: string) =>
  queryOptions({
    queryKey: paymentKeys.checkout(reference),
    queryFn: () => getCheckoutStatus(reference, { signature }),
  });

/**
 * /payment/receipt?reference=…&signature=…: a registration with payment, whole. The
 * visitor has no password yet, so the checkout's signed reference in the address is what lets them
 * see it — before paying ("You are registered", with the pay link), and after (the receipt, and the
 * next step: the setup mail, which they can ask for again). The address carries the state, so a
 * reload shows the same page.
 */
export function CheckoutReceiptPage({
  reference,
  signature,
  alreadyPaid = false,
  returned = false,
}: CheckoutReceiptProps) {
  const checkout = useQuery({
    ...checkoutQuery(reference, signature),
    // A provider may return the payer a moment before its confirmation arrives: ask again a few
    // times while the checkout still reads open.
    refetchInterval: (q) =>
      returned && q.state.data?.status === 'open' && q.state.dataUpdateCount < RECEIPT_ATTEMPTS
        ? RECEIPT_RETRY_MS
        : false,
  });
  return (
    <Stack gap="lg">
      <PageHeader
        title={checkout.data?.status === 'open' ? 'You are registered' : 'Payment receipt'}
      />
      <QueryView
        query={checkout}
        loading={receiptLoading}
        errorTitle="Your receipt could not be loaded"
        notFound={
          <Alert tone="warning" title="This payment link is unknown">
            The address may be incomplete. Open the link from the payment page again, or log in to
            see your payments.
          </Alert>
        }
      >
        {(c) =>
          c.status === 'open' ? (
            <Registered checkout={c} />
          ) : (
            <Paid checkout={c} signature={signature} alreadyPaid={alreadyPaid} />
          )
        }
      </QueryView>
    </Stack>
  );
}

function Registered({ checkout: c }: { checkout: CheckoutStatus }) {
  return (
    <Card as="section" aria-labelledby="checkout-open">
      <Stack gap="sm">
        <Heading level={2} size="md" id="checkout-open">
          Pay to hold your seat
        </Heading>
        <Text>
          {c.description}: <Currency amount={c.amount} />. Your seat is held until the payment is
          confirmed.
        </Text>
        {c.needsPassword && <Text>We emailed {c.email} a link to set your password.</Text>}
        {c.payment?.status === 'failed' && (
          <Alert tone="warning" title="Your last payment failed">
            Nothing was charged. You can try again.
          </Alert>
        )}
        {c.payUrl ? (
          <a className={linkClassName()} href={c.payUrl} target="_blank" rel="noopener noreferrer">
            Pay now (opens the payment provider in a new tab)
          </a>
        ) : (
          // Open but offered no link: what its person owes shrank or went away since it was opened
          // (getCheckoutStatus), so it cannot be paid for this amount.
          <Alert tone="info" title="This payment is no longer due">
            What you owe changed since this payment was opened. Nothing was charged. Sign in and use
            Pending Payment to see what you owe now.
          </Alert>
        )}
        <Text size="sm" tone="muted">
          Reference {c.reference}. Keep this page: it shows your receipt once you have paid.
        </Text>
      </Stack>
    </Card>
  );
}

function Paid({
  checkout: c,
  signature,
  alreadyPaid,
}: {
  checkout: CheckoutStatus;
  signature: string;
  alreadyPaid: boolean;
}) {
  const paid = c.payment;
  return (
    <Stack gap="md">
      {alreadyPaid && (
        <Alert tone="info" title="Already paid">
          This checkout was already paid. Nothing was charged again.
        </Alert>
      )}
      <ReceiptCard
        description={c.description}
        amount={paid?.amount ?? c.amount}
        references={[`Reference ${c.reference}`, ...(paid ? [`Payment ${paid.paymentId}`] : [])]}
        createdAt={paid?.createdAt}
        pendingAmount={paid?.pendingAmount}
      />
      {c.needsPassword ? (
        <NextStep checkout={c} signature={signature} />
      ) : (
        <Link as={RouterLink} href={paths.login.href(paths.dashboard.href())}>
          Log in to your dashboard
        </Link>
      )}
    </Stack>
  );
}

/** The next step of a visitor without a password: the mailed link, and a way to have it again. */
function NextStep({ checkout: c, signature }: { checkout: CheckoutStatus; signature: string }) {
  const resend = useMutation({
    mutationFn: () => resendSetupMail({ reference: c.reference, signature }),
  });
  return (
    <Alert
      tone="info"
      live="none"
      title="Check your inbox to set your password"
      actions={
        <Button
          size="sm"
          variant="secondary"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Send the email again
        </Button>
      }
    >
      <Stack gap="sm">
        <Text>
          We emailed {c.email} a link to set your password (valid for 72 hours). Then log in with
          your email and that password.
        </Text>
        {resend.isSuccess && (
          <Text role="status">Sent. A new link is on its way to {c.email}.</Text>
        )}
        {resend.isError && (
          <Text role="alert" tone="danger">
            The email could not be sent: {normalizeError(resend.error).message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
