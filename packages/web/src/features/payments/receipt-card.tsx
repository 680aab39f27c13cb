import { Card, Currency, Heading, Skeleton, SkeletonGroup, Stack, Text } from '@campus/ui';
import { formatDateTime } from '@campus/time';
import type { ReactNode } from 'react';

interface ReceiptCardProps {
  /** A failed payment says so in the heading; a recorded one is "Payment received". */
  failed?: boolean;
  /** What was paid for ("Data Engineer program"); "Amount" when the payment names nothing. */
  description?: string;
  amount: number;
  /** The references the payer may quote, in order (the checkout's, the provider's payment id). */
  references: string[];
  /** When the payment was recorded; absent before the provider's word arrived. */
  createdAt?: string;
  /** What is still owed after this payment; absent when no payment is recorded yet. */
  pendingAmount?: number;
  /** The next step under the receipt (a note, a link). */
  children?: ReactNode;
}

/**
 * One receipt, wherever a payment is shown: the signed-in student's /payment/receipt and
 * the visitor's checkout receipt read the same lines — amount, references and time, what is left.
 */
export function ReceiptCard({
  failed = false,
  description,
  amount,
  references,
  createdAt,
  pendingAmount,
  children,
}: ReceiptCardProps) {
  return (
    <Card as="section" aria-labelledby="receipt-status">
      <Stack gap="sm">
        <Heading level={2} size="md" id="receipt-status">
          {failed ? 'Payment failed' : 'Payment received'}
        </Heading>
        <Text>
          {description ?? 'Amount'}: <Currency amount={amount} />
        </Text>
        <Text size="sm" tone="muted">
          {references.join(' · ')}
          {createdAt && (
            <>
              {' '}
              · <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
            </>
          )}
        </Text>
        {failed && (
          <Text>Nothing was charged and nothing changed. You can try again from the menu.</Text>
        )}
        {pendingAmount !== undefined && (
          <Text weight="medium">
            {pendingAmount > 0 ? (
              <>
                Still to pay: <Currency amount={pendingAmount} />
              </>
            ) : (
              'Nothing left to pay.'
            )}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The receipt's place while it loads. */
export const receiptLoading = (
  <SkeletonGroup label="Loading your receipt…">
    <Skeleton height="8rem" />
  </SkeletonGroup>
);
