// Campus-wide totals the admin overview shows (counting them by scanning 20,000 users and
// 200,000 submissions on every visit would cost the overview ~5× its demo time). Kept by the database
// itself — statement triggers with transition tables on users and task_submissions (the
// admin-totals_sql migration) — so every writer keeps them true in the same transaction and a bulk
// insert costs one aggregate per statement. Nothing truncates these tables' sources (TRUNCATE fires
// no row triggers).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, type Role } from './users';
import { courses } from './courses';
import { tasks, type SubmissionStatus } from './tasks';

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

/**
 * Each task's counts as its list items show them (counting them per page from every assignee's
 * latest attempt, ~100 assignees a task on the large campus, would be most of the task lists' time).
 * Kept by the database (the task-counts_sql migration): a statement on tasks, task_assignees or
 * task_submissions recounts the tasks it touched, after locking their rows, so concurrent writers
 * to one task serialise and each recount sees the others' committed rows. `unsubmitted` are the
 * assignees with no attempt: "not submitted" or "overdue" by the task's due date, read at request
 * time, since that depends on the time and not on a write.
 */
export const taskCounts = pgTable('task_counts', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  assigned: integer('assigned').notNull().default(0),
  unsubmitted: integer('unsubmitted').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  approved: integer('approved').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  modificationRequested: integer('modification_requested').notNull().default(0),
  late: integer('late').notNull().default(0),
});
export type TaskCountsRow = typeof taskCounts.$inferSelect;

/**
 * Each student's standing in each mentor's tasks, as /my-students shows it (summing it per
 * request would read every assignee's latest attempt of every task the mentor owns, ~2,000 on the
 * large campus, and the attention order needs it for every student before the first page). Kept by the
 * database (the task-standings_sql migration): a statement on tasks, task_assignees or
 * task_submissions recounts the students it touched, across all their mentors, after locking them,
 * so concurrent writers for one student serialise. What depends on the time is kept as the due dates
 * it is read from: `unsubmitted_due` holds those of the tasks without an attempt (past ones are
 * overdue, the others to do), `open_unsubmitted_due` those of open tasks (work still open, for the
 * 7-day silence). A row exists only while the mentor has a task assigned to the student.
 */
export const taskStandings = pgTable(
  'task_standings',
  {
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assigned: integer('assigned').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    /** Latest attempt rejected or changes asked: to do whatever the due date. */
    redo: integer('redo').notNull().default(0),
    /** Of those, on tasks still open. */
    redoOpen: integer('redo_open').notNull().default(0),
    unsubmittedDue: timestamp('unsubmitted_due', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    openUnsubmittedDue: timestamp('open_unsubmitted_due', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The latest of the latest attempts' submittedAt. */
    lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true }),
    /** The student's name as the list sorts it (`lower(users.name)`, kept on a rename). */
    lowerName: text('lower_name').notNull(),
    /**
     * From when the student needs attention without another write (null: not until one): the
     * earliest due date without an attempt (overdue after it) or, while work is still open, 7 days
     * after the last submission (-infinity when there is none). "Needs attention now" is
     * `attention_from < now`, so the list's attention-first order is an index order.
     */
    attentionFrom: timestamp('attention_from', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mentorId, t.studentId] }),
    index('task_standings_student_idx').on(t.studentId),
    // /my-students in its order: a mentor's students by name with when each needs
    // attention, so a page of those who need it (or not) is read from the index in order, and how
    // many need it is one range of the second.
    index('task_standings_list_idx').on(t.mentorId, t.lowerName, t.studentId, t.attentionFrom),
    index('task_standings_attention_idx').on(t.mentorId, t.attentionFrom),
  ],
);

/**
 * Each course's enrollments that are active or completed (the catalogue's enrolledCount,
 * its "popular" order and the dashboard's suggestions counted every enrollment of every course they
 * ranked, 100,000 on the large campus, per request). Kept by statement triggers on enrollments (the
 * course-enrollment-totals_sql migration). An active enrollment past its `expiresAt` still counts
 * here until the hourly sweep marks it expired; `enrolledCountSql` subtracts those at read time from
 * the index, so the count shown never depends on when the sweep last ran.
 */
export const courseEnrollmentTotals = pgTable('course_enrollment_totals', {
  courseId: uuid('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
});

/**
 * Each batch's figures as the batch list shows them (counting them per page would read every
 * student, assignment, video and class of the page's batches — 2,000 students on a page of 20 — and
 * the admin's list would walk three tables to find which batches exist). There is no batches table: a batch
 * is a (monthYear, domain) pair that some row names, and this is the one place that knows them all.
 * Kept by the database (the batch-totals_sql migration): a statement on users, batch_assignments,
 * batch_videos or live_classes recounts the batches it touched, after locking their rows, so
 * concurrent writers to one batch serialise and each recount sees the others' committed rows.
 * `listed` is whether the admin's list shows the batch: it has a student, an assignment or a video
 * (a batch named only by a class is not listed). The last activity is the latest of the
 * three `last…At`, read at request time.
 */
export const batchTotals = pgTable(
  'batch_totals',
  {
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    /** Users with the student role whose batch this is. */
    students: integer('students').notNull().default(0),
    /** Its assignments (students assigned to a mentor). */
    assignments: integer('assignments').notNull().default(0),
    /** The mentors of those assignments, each once. */
    mentorIds: uuid('mentor_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    videos: integer('videos').notNull().default(0),
    lastVideoAt: timestamp('last_video_at', { withTimezone: true }),
    /** Live classes scheduled or live. */
    upcomingClasses: integer('upcoming_classes').notNull().default(0),
    lastClassAt: timestamp('last_class_at', { withTimezone: true }),
    listed: boolean('listed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.monthYear, t.domain] }),
    // The admin's list order (newest batch first, domains A–Z), listed batches only.
    index('batch_totals_list_idx')
      .on(t.monthYear.desc(), t.domain)
      .where(sql`${t.listed}`),
  ],
);
export type BatchTotalsRow = typeof batchTotals.$inferSelect;

/**
 * How many attempts wait in each reviewer's queue (task_submissions.mentor_id, pending): the
 * queue's `waiting` (counting it per request would read task_submissions_mentor_queue_idx,
 * whose range is every attempt the owner has not reviewed yet, 400 for a mentor of the large campus,
 * from the table's pages whenever recent writes left them not all-visible). Kept by statement
 * triggers on task_submissions (the review-queue-totals_sql migration), which see the reviewer the
 * row as written carries, so a submission, a review, a resubmission, a hand-off, a student moved to
 * another batch, a task handed to another owner and a deleted task or student all move it in the
 * writer's transaction. No foreign key: a row outlives a
 * deleted user as a count nobody reads (their tasks and attempts go with them, and the count to 0).
 */
export const reviewQueueTotals = pgTable('review_queue_totals', {
  mentorId: uuid('mentor_id').primaryKey(),
  pending: integer('pending').notNull().default(0),
});
