// Stored notifications: every server event that concerns a user is written here before it is
// emitted, so a user who was offline finds it later (and the live event carries this row's id).
import type { ServerEventName } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const NOTIFICATION_TYPES = [
  'live_class',
  'student_activity',
  'reminder',
  'task',
  'message',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface NotificationData {
  message: string;
  entityId?: string;
  link?: string;
  /** The instant `message` names and the zone it writes it in (ISO; the contract's at/zone). */
  at?: string;
  zone?: string;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    /** The socket event that produced it (the contract's ServerEventName). */
    event: text('event').$type<ServerEventName>().notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    /** Why it reached this person ("because you are in batch 2026-12 fullstack"). */
    reason: text('reason').notNull().default('because it concerns you'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell's keyset order (created_at, id) within one user: a page is one index range.
    index('notifications_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The bell's unread count: a small slice of a user's rows (a million notifications).
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Each user's unread notifications, counted once: the bell shows the count on every page,
 * and a user's unread rows can be tens of thousands. Kept by the database itself (the
 * notification-counts_sql migration: statement triggers on notifications for inserts, updates and
 * deletes), so every writer keeps it true in the same transaction. No row means none unread.
 */
export const notificationCounts = pgTable('notification_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});
