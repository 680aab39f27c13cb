// The cohort calendar's own tables: each user's feed secret, and the live classes cancelled (a
// cancelled class's row is removed, but a calendar app subscribed to the feed must be told it is
// off, so the class is remembered here with what the feed needs to say so).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A feed secret, stored as the hex SHA-256 of the 32 random bytes given to the user once; the
 * feed URL is looked up by that hash. Resetting revokes the row and adds another, so at most one
 * row of a user is unrevoked.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash),
    uniqueIndex('calendar_feeds_user_active_uq')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** A live class that was cancelled: its id, time, batch and host as they were. */
export const cancelledLiveClasses = pgTable(
  'cancelled_live_classes',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cancelled_live_classes_batch_start_idx').on(t.monthYear, t.domain, t.startTime),
    index('cancelled_live_classes_host_start_idx').on(t.hostId, t.startTime),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
