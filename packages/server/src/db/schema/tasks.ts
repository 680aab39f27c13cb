// Tasks a mentor sets for students, the students' submissions (every attempt kept), the reviews of
// each attempt, the files uploaded for either, and the log of reminders already sent.
//
// Per-student status is derived, never stored (see the contract's TaskStudentStatus). Two guarantees
// live in the database, not only in code:
// - a student has at most one pending submission per task (partial unique index), so double clicks
//   and concurrent submits cannot both pass;
// - a reminder is sent at most once per task, user, kind and due date (primary key of
//   task_reminders_sent), so restarts and several instances never repeat one.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const TASK_STATUSES = ['open', 'closed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const SUBMISSION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'modification_requested',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type ReviewDecision = Exclude<SubmissionStatus, 'pending'>;

/** How a task is scored: out of a plain maximum, or one level per rubric criterion. */
export interface StoredGrading {
  kind: 'points' | 'rubric';
  maxScore: number;
  criteria?: {
    _id: string;
    title: string;
    maxPoints: number;
    levels: { _id: string; title: string; points: number }[];
  }[];
}

/** The score one review gave, with the rubric's words as they stood then (the contract's TaskScore). */
export interface StoredScore {
  total: number;
  maxScore: number;
  criteria?: {
    criterionId: string;
    title: string;
    levelId: string;
    level: string;
    points: number;
    maxPoints: number;
  }[];
}

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    /** When `dueDate` was last set: reminders whose time fell before it are not sent late. */
    dueSetAt: timestamp('due_set_at', { withTimezone: true }).notNull().defaultNow(),
    timezone: text('timezone').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    /** The owner who reviews submissions (a mentor, or an admin who owns it). */
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    batchMonthYear: text('batch_month_year'),
    batchDomain: text('batch_domain'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Null: reviewed as approved/rejected only, as tasks always were. */
    grading: jsonb('grading').$type<StoredGrading>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_mentor_due_idx').on(t.mentorId, t.dueDate),
    index('tasks_status_due_idx').on(t.status, t.dueDate),
    // Keyset orders: the mentor's list (open first — 'open' sorts after 'closed' — then
    // due date and id) and the admin's by creation or due date, each ending in the id.
    index('tasks_mentor_list_idx').on(t.mentorId, t.status.desc().nullsFirst(), t.dueDate, t.id),
    index('tasks_created_id_idx').on(t.createdAt, t.id),
    index('tasks_due_id_idx').on(t.dueDate, t.id),
    // A batch's due dates in a window (the admin's calendar of a batch).
    index('tasks_batch_due_idx').on(t.batchMonthYear, t.batchDomain, t.dueDate),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.studentId] }),
    index('task_assignees_student_idx').on(t.studentId),
  ],
);

export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status: text('status').$type<SubmissionStatus>().notNull().default('pending'),
    text: text('text'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    late: boolean('late').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While the attempt waits for review (pending), its reviewer, whose queue it waits in: routed
     * to a mentor of the student's batch when submitted, handed to another since, or moved with the
     * student to a new batch (modules/batches/routing.ts, written in those transactions); the task's
     * owner when none is given (the database fills it in: the tasks-routed-reviewer_sql migration,
     * and moves it with the task when its owner changes). Null once reviewed. A reviewer's queue is
     * one index range.
     */
    mentorId: uuid('mentor_id'),
  },
  (t) => [
    uniqueIndex('task_submissions_attempt_uq').on(t.taskId, t.studentId, t.attempt),
    uniqueIndex('task_submissions_one_pending_uq')
      .on(t.taskId, t.studentId)
      .where(sql`${t.status} = 'pending'`),
    // A student's attempts, and (index-only) when each was submitted: a batch's progress counts
    // its students' submissions week by week from this range alone.
    index('task_submissions_student_submitted_idx').on(t.studentId, t.submittedAt),
    // Each (task, student)'s latest attempt with what a standing or a task's counts read of it,
    // index-only: my students and the task lists read latest attempts as one range per task.
    index('task_submissions_latest_idx').on(
      t.taskId,
      t.studentId,
      t.attempt.desc(),
      t.status,
      t.submittedAt,
      t.late,
    ),
    // The review queue's keyset: pending attempts only, longest waiting first.
    index('task_submissions_pending_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('task_submissions_pending_task_idx')
      .on(t.taskId, t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // One owner's queue in its order: a page is one range from the cursor on and the
    // count of those waiting one index-only range, instead of every pending attempt of each of the
    // owner's tasks gathered and sorted.
    index('task_submissions_mentor_queue_idx')
      .on(t.mentorId, t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // One owner's waiting resubmissions, which the inbox reads in full for their paused clocks: a
    // few rows, where the queue's range holds every first attempt too (1,200 for a busy mentor).
    index('task_submissions_resubmission_queue_idx')
      .on(t.mentorId, t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending' AND ${t.attempt} > 1`),
  ],
);

export const taskFeedback = pgTable(
  'task_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => taskSubmissions.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReviewDecision>().notNull(),
    comment: text('comment'),
    /** Each review keeps its own score, so "changes requested" leaves the earlier one in the history. */
    score: jsonb('score').$type<StoredScore>(),
    byId: uuid('by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_feedback_submission_idx').on(t.submissionId, t.at),
    // A reviewer's reviews of a window (the clock job's sweep: each mentor's first responses of the
    // last 28 days, modules/inbox/mentor-loads.ts).
    index('task_feedback_by_at_idx').on(t.byId, t.at),
  ],
);

/**
 * An uploaded file (uploadTaskFiles). Stored under DATA_DIR/uploads/task-files/<storageKey>; attached
 * to at most one task (attachment) or one submission. Unattached files are swept after 24 hours.
 */
export const taskFiles = pgTable(
  'task_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => taskSubmissions.id, {
      onDelete: 'set null',
    }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('task_files_uploader_created_idx').on(t.uploaderId, t.createdAt),
    index('task_files_task_idx').on(t.taskId),
    index('task_files_submission_idx').on(t.submissionId),
    index('task_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} IS NULL`),
  ],
);

export const REMINDER_KINDS = ['due_24h', 'due_1h', 'deadline'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Reminders already sent: one row per task, recipient, kind and the due date they were for. */
export const taskRemindersSent = pgTable(
  'task_reminders_sent',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId, t.kind, t.dueDate] })],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskSubmissionRow = typeof taskSubmissions.$inferSelect;
export type TaskFileRow = typeof taskFiles.$inferSelect;
