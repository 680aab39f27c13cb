// The support assistant's conversations, per user. `seq` orders messages exactly (a question and its
// answer are written in one transaction, so their timestamps may be equal). The per-user rate limit
// counts the user's own messages in this table, so it survives restarts and holds across instances.
import type { ChatSearchResult, ChatSuggestion } from '@campus/sdk/model';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A bot message keeps its suggestions and results in the contract's own shapes. */
export type StoredSuggestion = ChatSuggestion;
export type StoredSearchResult = ChatSearchResult;

export const chatbotSessions = pgTable(
  'chatbot_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The sessions list's keyset order within one user (last activity, then id).
  (t) => [index('chatbot_sessions_user_idx').on(t.userId, t.lastMessageAt, t.id)],
);

export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatbotSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'user' | 'bot'>().notNull(),
    text: text('text').notNull(),
    suggestions: jsonb('suggestions').$type<StoredSuggestion[]>().notNull().default([]),
    searchResults: jsonb('search_results').$type<StoredSearchResult[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chatbot_messages_session_idx').on(t.sessionId, t.seq),
    index('chatbot_messages_user_idx').on(t.userId, t.sender, t.createdAt),
  ],
);
