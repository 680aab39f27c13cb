// Campus-wide totals the admin overview shows (issue 26: counted by scanning 20,000 users and
// 200,000 submissions on every visit, they cost the overview ~5× its demo time). Kept by the database
// itself — statement triggers with transition tables on users and task_submissions (the
// admin-totals_sql migration) — so every writer keeps them true in the same transaction and a bulk
// insert costs one aggregate per statement. Nothing truncates these tables' sources (TRUNCATE fires
// no row triggers).
import { boolean, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Role } from './users';
import type { SubmissionStatus } from './tasks';

/** Users per role and active state; for students, how many owe and how much (pending_amount > 0). */
export const userTotals = pgTable(
  'user_totals',
  {
    role: text('role').$type<Role>().notNull(),
    active: boolean('active').notNull(),
    users: integer('users').notNull().default(0),
    owing: integer('owing').notNull().default(0),
    owed: numeric('owed', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.active] })],
);

/** Submissions per status (the overview's "awaiting review" is the pending ones). */
export const submissionTotals = pgTable('submission_totals', {
  status: text('status').$type<SubmissionStatus>().primaryKey(),
  submissions: integer('submissions').notNull().default(0),
});
