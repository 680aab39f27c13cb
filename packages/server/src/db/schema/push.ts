// Web push: the browsers (one subscription per browser profile and person) that asked to be told of
// notifications while Campus is closed. A subscription is what the browser's push service handed
// it: the endpoint to post to and the keys that encrypt the payload for that browser alone
// (RFC 8291). Pushes themselves are notification_deliveries rows of the 'push' channel
// (preferences.ts), sent by the push job (modules/push/sender.ts).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The push service's address for one browser: unique, since a browser has one per origin. The
     * same browser subscribing for another person moves it to them (the last person signed in).
     */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON gives. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
