// Mentor updates (announcements): to all the author's students, or to one batch they mentor.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mentorUpdates = pgTable(
  'mentor_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Plain text, or HTML already sanitised to the allowlist. */
    body: text('body').notNull(),
    bodyFormat: text('body_format').$type<'text' | 'html'>().notNull().default('text'),
    scope: text('scope').$type<'all' | 'batch'>().notNull(),
    monthYear: text('month_year'),
    domain: text('domain'),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The keyset order (pinned as 0/1, created_at, id) within one mentor and within one batch: the
    // mentor's own list is one range, the student's feed a merge of two.
    index('mentor_updates_mentor_order_idx').on(
      t.mentorId,
      sql`((${t.pinned})::int)`,
      t.createdAt,
      t.id,
    ),
    index('mentor_updates_batch_order_idx').on(
      t.monthYear,
      t.domain,
      sql`((${t.pinned})::int)`,
      t.createdAt,
      t.id,
    ),
  ],
);

export type MentorUpdateRow = typeof mentorUpdates.$inferSelect;
