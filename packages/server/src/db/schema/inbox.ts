// The inbox's clocks: the target an admin sets for each kind of item (working hours from when it
// starts waiting to its deadline; a kind without a row has its default, modules/inbox/clock.ts),
// and the warnings and breaches the clock job found, each stored once.
//
// Once is a guarantee of the database, not of code: an event's key is the mentor, the item, the
// instant it started waiting (a conversation waits again after each reply, as a new wait) and the
// threshold, unique, and the job inserts with ON CONFLICT DO NOTHING, so two instances evaluating
// at the same moment store one row between them and only the inserting one rings the bell.
//
// The admin's load view reads every figure it sorts by from a snapshot the clock job's sweep keeps
// (inbox_mentor_loads): a row per working mentor, and per mentor anything waits on, at the last
// sweep.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const inboxTargets = pgTable('inbox_targets', {
  /** An inbox item kind the inbox produces (review, resubmission, booking_request, message). */
  kind: text('kind').primaryKey(),
  hours: integer('hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

export const INBOX_THRESHOLDS = ['warning', 'breach'] as const;
export type InboxThreshold = (typeof INBOX_THRESHOLDS)[number];

export const inboxClockEvents = pgTable(
  'inbox_clock_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The inbox item's id (`<kind>:<record id>`). */
    itemId: text('item_id').notNull(),
    kind: text('kind').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the item started waiting on the mentor. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    threshold: text('threshold').$type<InboxThreshold>().notNull(),
    /** The item's deadline when the threshold was found crossed. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When the clock crossed the threshold (75 % of the target, or the deadline). */
    crossedAt: timestamp('crossed_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_clock_events_once_uq').on(t.mentorId, t.itemId, t.since, t.threshold),
    // The admin's breaches, newest first, ties by id: everyone's, or one mentor's.
    index('inbox_clock_events_breaches_idx')
      .on(t.crossedAt, t.id)
      .where(sql`${t.threshold} = 'breach'`),
    index('inbox_clock_events_mentor_breaches_idx')
      .on(t.mentorId, t.crossedAt, t.id)
      .where(sql`${t.threshold} = 'breach'`),
  ],
);

export type InboxClockEventRow = typeof inboxClockEvents.$inferSelect;

/** Each mentor's load at the last sweep (modules/inbox/mentor-loads.ts). */
export const inboxMentorLoads = pgTable('inbox_mentor_loads', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The items waiting on the mentor, breached or not. */
  openItems: integer('open_items').notNull(),
  /** Those with a warning stored for their wait and no breach. */
  nearBreach: integer('near_breach').notNull(),
  /** Their breaches crossed in the 7 days before the sweep. */
  breaches: integer('breaches').notNull().default(0),
  /**
   * The median minutes from a submission to its first review, over the first reviews the mentor
   * gave in the 28 days before the sweep; null when they gave none.
   */
  medianMinutes: integer('median_minutes'),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
});
