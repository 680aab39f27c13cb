// Payments: a checkout for what is owed, the provider's form for it, and the provider's signed
// confirmation webhook.
//
// A checkout reference pays at most once, and the database says so: payments hold one succeeded row
// per checkout (a partial unique index, db/schema/payments.ts) and one row per provider payment id.
// The webhook inserts with ON CONFLICT DO NOTHING in the transaction that lowers the pending amount,
// so a replayed callback, a stale checkout paid again or two payments at once credit exactly once.
//
// A checkout is only payable while its debt is still there (issue: leaving a course lowers the
// pending amount, and the checkout opened before still asked for the old sum). The spec gives the
// student's side only — "Only students see the Pending Payment button, showing the pending amount
// when it is above 0." (§6) — so the rule is ours: an open checkout for more than the person now owes
// is not offered (no payUrl on its status page) and the sandbox refuses its link in words; pressing
// Pending Payment again re-prices the open checkout to what is owed. A real provider may still
// confirm such a payment (the money has moved by then): the payment is recorded in full, only what is
// owed is credited, and the excess is logged as a warning with everything needed to refund it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  Checkout,
  CheckoutAccess,
  CheckoutStatus,
  PaymentConfirmation,
  PaymentConfirmationResult,
  PaymentReceipt,
} from '@campus/sdk/model';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { checkouts, payments, users, type CheckoutRow } from '../../db/schema/index';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { rupeesExact } from '../../lib/money';
import { markProgramPaid } from '../programs/public';

export function signPayload(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Where the provider sends the student back: the app's receipt. */
const RECEIPT_PATH = '/payment/receipt';
export const SANDBOX_PATH = '/sandbox/checkout';
/** A payment link is good for this long; the checkout's status page hands out a fresh one. */
const LINK_TTL_MS = 30 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Constant-time comparison of two signatures (false for any length mismatch). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The sandbox link's signature: only amounts, references and expiries this server issued pay. */
export function sandboxSignature(
  secret: string,
  reference: string,
  amount: string,
  expires: string,
): string {
  return signPayload(secret, `sandbox|${reference}|${amount}|${expires}`);
}

/** The key to a checkout's status page (and to resending its setup mail): no login needed. */
export function checkoutAccess(config: Config, reference: string): CheckoutAccess {
  return {
    reference,
    signature: signPayload(config.paymentWebhookSecret, `checkout-access|${reference}`),
  };
}

export function validCheckoutAccess(config: Config, access: CheckoutAccess): boolean {
  return (
    UUID.test(access.reference) &&
    sameSignature(access.signature, checkoutAccess(config, access.reference).signature)
  );
}

/** The app's page for a checkout, authorised by its signed reference (the receipt, after paying). */
export function checkoutStatusPath(config: Config, reference: string): string {
  const { signature } = checkoutAccess(config, reference);
  return `${RECEIPT_PATH}?reference=${reference}&signature=${signature}`;
}

/**
 * The provider's form (PAYMENT_URL) with the checkout's reference and amount; opened in a new tab.
 * Without PAYMENT_URL (the demo) it is this server's sandbox checkout, its link signed (amount,
 * reference and expiry cannot be edited on the way) and good until `now + LINK_TTL_MS`.
 */
export function paymentFormUrl(
  config: Config,
  checkout: Pick<CheckoutRow, 'id' | 'amount'>,
  now: Date,
): string {
  const url = new URL(config.paymentUrl ?? `${config.publicUrl}${SANDBOX_PATH}`);
  const amount = checkout.amount.toFixed(2);
  url.searchParams.set('reference', checkout.id);
  url.searchParams.set('amount', amount);
  url.searchParams.set('currency', 'INR');
  url.searchParams.set('returnUrl', `${config.publicUrl}${RECEIPT_PATH}`);
  if (!config.paymentUrl) {
    const expires = String(Math.floor((now.getTime() + LINK_TTL_MS) / 1000));
    url.searchParams.set('expires', expires);
    url.searchParams.set(
      'sig',
      sandboxSignature(config.paymentWebhookSecret, checkout.id, amount, expires),
    );
  }
  return url.toString();
}

/**
 * The person's open checkout for `amount` (what they owe now): the one already open — its amount
 * brought up to date, so links signed for an older amount stop working — or a new one. One open
 * checkout per person is a unique index, so two presses at once meet on the same row.
 */
export async function openCheckout(
  db: Queryable,
  userId: string,
  amount: number,
  description: string,
): Promise<CheckoutRow> {
  const [row] = await db
    .insert(checkouts)
    .values({ userId, amount, description })
    .onConflictDoUpdate({
      target: checkouts.userId,
      targetWhere: sql`${checkouts.paidAt} IS NULL`,
      // The open checkout keeps what it was opened for (the program at registration).
      set: { amount },
    })
    .returning();
  if (!row) throw new Error('openCheckout: the upsert returned no row');
  return row;
}

/**
 * Whether an open checkout may still be paid: never once paid, and never for more than its person
 * owes now (a debt that shrank or went away since it was opened).
 */
export function payable(checkout: Pick<CheckoutRow, 'amount' | 'paidAt'>, owed: number): boolean {
  return !checkout.paidAt && Number(checkout.amount) <= owed;
}

/** Why an open checkout for more than is owed cannot be paid, in words for the payer. */
export function noLongerDue(checkout: Pick<CheckoutRow, 'amount'>, owed: number): string {
  const now =
    owed > 0
      ? `you now owe ${rupeesExact(owed)}, less than the ${rupeesExact(Number(checkout.amount))} of this link`
      : 'you owe nothing now';
  return `This payment is no longer due: ${now}. Nothing was charged. Open the payment again from Campus to see what you owe.`;
}

/** A checkout, if it exists (no signature check: callers verified theirs). */
export async function findCheckout(
  db: Queryable,
  reference: string,
): Promise<CheckoutRow | undefined> {
  if (!UUID.test(reference)) return undefined;
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, reference));
  return row;
}

const toReceipt = (p: typeof payments.$inferSelect, pendingAmount: number): PaymentReceipt => ({
  paymentId: p.providerPaymentId,
  amount: Number(p.amount),
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  pendingAmount,
});

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
    if (!UUID.test(c.reference)) throw notFound('Unknown payment reference.');
    return this.ctx.db.transaction(async (tx) => {
      const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, c.reference));
      // A checkout reference, or (links made before checkouts) the account's own id.
      const userId = checkout?.userId ?? c.reference;
      const [user] = await tx
        .select({ id: users.id, pendingAmount: users.pendingAmount })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw notFound('Unknown payment reference.');
      const unchanged = (duplicate: boolean) => ({
        success: duplicate,
        duplicate,
        pendingAmount: Number(user.pendingAmount),
      });
      // A failure reported for a checkout already paid changes nothing and is not worth a row.
      if (checkout?.paidAt && c.status === 'failed') return unchanged(true);
      // No conflict target: a repeated provider id and a second success of one checkout both
      // meet a unique index here, and either way nothing is inserted.
      const inserted = await tx
        .insert(payments)
        .values({
          providerPaymentId: c.paymentId,
          userId: user.id,
          checkoutId: checkout?.id ?? null,
          amount: c.amount,
          status: c.status,
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      if (inserted.length === 0) return unchanged(true);
      if (c.status !== 'succeeded') return unchanged(false);
      if (checkout) {
        await tx
          .update(checkouts)
          .set({ paidAt: this.ctx.now() })
          .where(eq(checkouts.id, checkout.id));
      }
      // The payment row keeps what the provider took; the debt is lowered by what was owed, at most.
      // More than that (a checkout paid after its debt shrank) is never dropped silently: it is
      // logged with what is needed to refund it. The user row is locked above, so `owed` is current.
      const owed = Math.max(Number(user.pendingAmount), 0);
      const excess = Math.round((c.amount - owed) * 100) / 100;
      if (excess > 0) {
        this.ctx.log.warn(
          {
            userId: user.id,
            checkoutId: checkout?.id ?? null,
            paymentId: c.paymentId,
            amount: c.amount,
            owed,
            excess,
          },
          'payments: a confirmed payment was for more than was owed; refund the excess',
        );
      }
      const [after] = await tx
        .update(users)
        .set({
          pendingAmount: sql`GREATEST(${users.pendingAmount} - ${c.amount}, 0)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ pendingAmount: users.pendingAmount });
      const pendingAmount = Number(after?.pendingAmount ?? 0);
      // Nothing owed any more: a program the person registered for is paid, in this transaction.
      if (pendingAmount === 0) await markProgramPaid(tx, user.id, this.ctx.now());
      return { success: true, duplicate: false, pendingAmount };
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
    return toReceipt(row.p, Number(row.pendingAmount));
  }

  findCheckout(reference: string): Promise<CheckoutRow | undefined> {
    return findCheckout(this.ctx.db, reference);
  }

  /** The payment that settled a checkout, or while it is open its latest failed attempt. */
  async checkoutPayment(checkoutId: string) {
    const [row] = await this.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, checkoutId))
      // 'succeeded' sorts after 'failed': the settling payment first, else the latest failure.
      .orderBy(desc(payments.status), desc(payments.createdAt))
      .limit(1);
    return row;
  }

  /** getCheckoutStatus: for the holder of the signed reference; anything else is a 404. */
  async checkoutStatus(access: CheckoutAccess): Promise<CheckoutStatus> {
    const checkout = validCheckoutAccess(this.ctx.config, access)
      ? await this.findCheckout(access.reference)
      : undefined;
    if (!checkout) throw notFound('This payment link is unknown or was changed.');
    const user = await this.ctx.services.users.byId(checkout.userId);
    if (!user) throw notFound('This payment link is unknown or was changed.');
    const payment = await this.checkoutPayment(checkout.id);
    const status: CheckoutStatus = {
      reference: checkout.id,
      description: checkout.description,
      amount: Number(checkout.amount),
      status: checkout.paidAt ? 'paid' : 'open',
      email: user.email,
      needsPassword: user.passwordHash === null,
    };
    if (payment) status.payment = toReceipt(payment, Number(user.pendingAmount));
    // An open checkout whose debt shrank since stays 'open' (the contract has no other state) but
    // is offered no link: it cannot be paid (`payable`).
    if (payable(checkout, Number(user.pendingAmount))) {
      status.payUrl = paymentFormUrl(this.ctx.config, checkout, this.ctx.now());
    }
    return status;
  }

  async checkout(userId: string): Promise<Checkout> {
    const user = await this.ctx.services.users.byId(userId);
    if (!user) throw notFound('User not found.');
    const amount = Number(user.pendingAmount);
    if (amount <= 0) throw badRequest('Nothing to pay: there is no pending amount.');
    const checkout = await openCheckout(this.ctx.db, user.id, amount, 'Pending amount');
    return {
      url: paymentFormUrl(this.ctx.config, checkout, this.ctx.now()),
      amount,
      reference: checkout.id,
    };
  }
}
