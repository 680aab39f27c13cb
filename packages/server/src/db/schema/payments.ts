// Payments: what is being paid for (a checkout) and the provider's confirmations of it.
//
// A checkout is one debt to settle — the program fee at registration, or the pending amount when the
// student presses Pending Payment — and its id is the reference the provider echoes back. It pays at
// most once: the database holds one succeeded payment per checkout (a partial unique index), so a
// stale page paid again, a duplicated callback or two concurrent payments can never count twice,
// whatever the code above it does. The provider's payment id is unique too, so a replayed callback
// inserts nothing.
import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const checkouts = pgTable(
  'checkouts',
  {
    /** The checkout reference (in the provider's link and its confirmation). */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** What is being paid for, in words ("Data Engineer program", "Pending amount"). */
    description: text('description').notNull(),
    /** Set when a payment settled it; a paid checkout is never offered again. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open checkout per person: pressing Pending Payment twice, or in two tabs, offers the same
    // debt under the same reference instead of two checkouts that could each be paid.
    uniqueIndex('checkouts_one_open_per_user_uq')
      .on(t.userId)
      .where(sql`${t.paidAt} IS NULL`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for confirmations that name the account instead of a checkout (older links). */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    uniqueIndex('payments_one_success_per_checkout_uq')
      .on(t.checkoutId)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
