// Private messages (spec §3 "Private message"). One row per message; a conversation is the
// pair of users, stored sorted (`user_low` < `user_high`) so one index serves both directions.
// `client_id` is the sender's own id for a message: a retry with the same id stores nothing new.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    // recipient (this one): both sides by index, not a scan of every message.
    index('private_messages_recipient_idx').on(t.recipientId, t.createdAt),
    index('private_messages_unread_idx')
      .on(t.recipientId, t.senderId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('private_messages_client_idx').on(t.senderId, t.clientId),
  ],
);

export type PrivateMessageRow = typeof privateMessages.$inferSelect;

/**
 * One row per pair that has exchanged a message: the newest message and each side's unread
 * count, so a person's conversation list reads their conversations, never every message they sent.
 * Kept by the database itself (the conversations_sql migration: statement triggers on
 * private_messages, for inserts and for read_at changes), so every writer — a sent message, marking a
 * conversation read, the large-campus generator — keeps it true in the same transaction.
 */
export const conversations = pgTable(
  'conversations',
  {
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id')
      .notNull()
      .references(() => privateMessages.id, { onDelete: 'cascade' }),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** Messages to `user_low` it has not read; `unread_high` the same for `user_high`. */
    unreadLow: integer('unread_low').notNull().default(0),
    unreadHigh: integer('unread_high').notNull().default(0),
    /**
     * Who owes the next message: the addressee of the last one. With `waiting_since`, the first
     * message of the last sender's unanswered run, it is the mentor's inbox item "a student's message
     * with no reply" (kept by the same triggers, the inbox-waiting_sql migration).
     */
    waitingOn: uuid('waiting_on'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('conversations_low_idx').on(t.userLow, t.lastAt, t.lastMessageId),
    index('conversations_high_idx').on(t.userHigh, t.lastAt, t.lastMessageId),
    // A person's unread total reads only their conversations with something unread (a small slice),
    // not every conversation they have.
    index('conversations_low_unread_idx')
      .on(t.userLow)
      .where(sql`${t.unreadLow} > 0`),
    index('conversations_high_unread_idx')
      .on(t.userHigh)
      .where(sql`${t.unreadHigh} > 0`),
    // The conversations that wait on one person, the longest waiting first (the mentor's inbox).
    index('conversations_waiting_idx').on(t.waitingOn, t.waitingSince),
  ],
);
