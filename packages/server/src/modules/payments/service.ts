// Payments: the checkout URL for a pending amount and the provider's signed confirmation webhook.
// The webhook is idempotent on the provider's payment id: the insert of the payment row and the
// change of the pending amount happen in one transaction, and a repeated id inserts nothing (unique
// index), so a repeated or concurrent callback can never credit twice.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  Checkout,
  PaymentConfirmation,
  PaymentConfirmationResult,
  PaymentReceipt,
} from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { payments, users } from '../../db/schema/index';
import { badRequest, notFound, unauthorized } from '../../http/errors';

export function signPayload(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Where the provider sends the student back: the app's receipt (it reads `paymentId`). */
export const RECEIPT_PATH = '/payment/receipt';
export const SANDBOX_PATH = '/sandbox/checkout';

/** The sandbox's own link signature: only amounts and references this server issued can be paid. */
export function sandboxSignature(secret: string, reference: string, amount: string): string {
  return signPayload(secret, `sandbox|${reference}|${amount}`);
}

/**
 * The provider's form (PAYMENT_URL) with this user's reference and amount; opened in a new tab.
 * Without PAYMENT_URL (the demo) it is this server's sandbox checkout, its link signed so the
 * amount and reference cannot be edited on the way.
 */
export function paymentFormUrl(config: Config, reference: string, amount: number): string {
  const url = new URL(config.paymentUrl ?? `${config.publicUrl}${SANDBOX_PATH}`);
  url.searchParams.set('reference', reference);
  url.searchParams.set('amount', amount.toFixed(2));
  url.searchParams.set('currency', 'INR');
  url.searchParams.set('returnUrl', `${config.publicUrl}${RECEIPT_PATH}`);
  if (!config.paymentUrl) {
    url.searchParams.set(
      'sig',
      sandboxSignature(config.paymentWebhookSecret, reference, amount.toFixed(2)),
    );
  }
  return url.toString();
}

export class PaymentsService {
  constructor(private readonly ctx: AppContext) {}

  verifySignature(rawBody: Buffer | undefined, signature: string): void {
    if (!rawBody) throw unauthorized('Missing signature.');
    const expected = Buffer.from(signPayload(this.ctx.config.paymentWebhookSecret, rawBody), 'hex');
    const given = Buffer.from(signature, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw unauthorized('Invalid signature.');
    }
  }

  async confirm(c: PaymentConfirmation): Promise<PaymentConfirmationResult> {
    if (!/^[0-9a-f-]{36}$/i.test(c.reference)) throw notFound('Unknown payment reference.');
    return this.ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, pendingAmount: users.pendingAmount })
        .from(users)
        .where(eq(users.id, c.reference))
        .for('update');
      if (!user) throw notFound('Unknown payment reference.');
      const inserted = await tx
        .insert(payments)
        .values({
          providerPaymentId: c.paymentId,
          userId: user.id,
          amount: c.amount,
          status: c.status,
        })
        .onConflictDoNothing({ target: payments.providerPaymentId })
        .returning({ id: payments.id });
      if (inserted.length === 0) {
        return { success: true, duplicate: true, pendingAmount: Number(user.pendingAmount) };
      }
      if (c.status !== 'succeeded') {
        return { success: false, duplicate: false, pendingAmount: Number(user.pendingAmount) };
      }
      const [after] = await tx
        .update(users)
        .set({
          pendingAmount: sql`GREATEST(${users.pendingAmount} - ${c.amount}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ pendingAmount: users.pendingAmount });
      return { success: true, duplicate: false, pendingAmount: Number(after?.pendingAmount ?? 0) };
    });
  }

  /** getPaymentReceipt: the caller's own payment only (404 for anyone else's or one not recorded). */
  async receipt(userId: string, paymentId: string): Promise<PaymentReceipt> {
    const [row] = await this.ctx.db
      .select({ p: payments, pendingAmount: users.pendingAmount })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(eq(payments.providerPaymentId, paymentId), eq(payments.userId, userId)));
    if (!row) throw notFound('Payment not found.');
    return {
      paymentId: row.p.providerPaymentId,
      amount: Number(row.p.amount),
      status: row.p.status,
      createdAt: row.p.createdAt.toISOString(),
      pendingAmount: Number(row.pendingAmount),
    };
  }

  async checkout(userId: string): Promise<Checkout> {
    const user = await this.ctx.services.users.byId(userId);
    if (!user) throw notFound('User not found.');
    const amount = Number(user.pendingAmount);
    if (amount <= 0) throw badRequest('Nothing to pay: there is no pending amount.');
    return { url: paymentFormUrl(this.ctx.config, user.id, amount), amount, reference: user.id };
  }
}
