// Identity support tables: one-time password tokens and throttling counters. Both live in the
// database (not in memory) so they hold across restarts and across instances behind a load balancer.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<'setup' | 'reset' | 'email-change' | 'email-change-cancel'>()
      .notNull(),
    /** The address an `email-change` token confirms; it becomes the account's email when followed. */
    newEmail: text('new_email'),
    /** SHA-256 of the token: a leaked database does not leak usable links. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);

export const throttles = pgTable('throttles', {
  /** e.g. `login:pair:<email>|<ip>`, `login:ip:<ip>`, `register:ip:<ip>`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
