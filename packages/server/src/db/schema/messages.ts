// Private messages (issue 12; spec §3 "Private message"). One row per message; a conversation is the
// pair of users, stored sorted (`user_low` < `user_high`) so one index serves both directions.
// `client_id` is the sender's own id for a message: a retry with the same id stores nothing new.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const privateMessages = pgTable(
  'private_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userLow: uuid('user_low').notNull(),
    userHigh: uuid('user_high').notNull(),
    body: text('body').notNull(),
    type: text('type').$type<'text'>().notNull().default('text'),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('private_messages_pair_idx').on(t.userLow, t.userHigh, t.createdAt),
    // A person's conversations are found by sender (private_messages_client_idx leads with it) or
    // recipient (this one): both sides by index, not a scan of every message (issue 26).
    index('private_messages_recipient_idx').on(t.recipientId, t.createdAt),
    index('private_messages_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('private_messages_client_idx').on(t.senderId, t.clientId),
  ],
);

export type PrivateMessageRow = typeof privateMessages.$inferSelect;
