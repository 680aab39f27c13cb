// Batches: a batch is named by month-year + domain and exists once a student is assigned to it or a
// video is added. A student has at most one assignment (unique `student_id`), kept in sync with the
// student's `users.batch_*` columns in the same transaction.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveClasses } from './liveclasses';
import { users } from './users';

export const batchAssignments = pgTable(
  'batch_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    /**
     * The student's name, kept equal to users.name by the database (the batch-assignment-names_sql
     * migration: set on insert, rewritten when the student is renamed), so the lists ordered by
     * batch then name read a page from an index instead of joining every student of the batch to
     * sort them. Never written by the application.
     */
    studentName: text('student_name').notNull().default(''),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mentor's roster in its order (newest batch, domain, name, id); also finds a mentor's batch.
    index('batch_assignments_mentor_idx').on(
      t.mentorId,
      t.monthYear.desc().nullsFirst(),
      t.domain,
      t.studentName,
      t.id,
    ),
    // A batch's rows; with the mentor and the time, the batches list reads each batch's mentors and
    // latest assignment from the index alone.
    index('batch_assignments_batch_mentor_idx').on(t.monthYear, t.domain, t.mentorId, t.assignedAt),
    // The admin's list order (newest batch first, domains A–Z, students by name, ties by id): a page
    // is one range of it. Without the name, every student of the page's batches (~100 a batch) was
    // joined to sort them by name.
    index('batch_assignments_list_idx').on(
      t.monthYear.desc().nullsFirst(),
      t.domain,
      t.studentName,
      t.id,
    ),
  ],
);

/**
 * A batch's routing roster: the mentors its students' new submissions are shared among
 * (modules/batches/routing.ts). A mentor joins it when they are assigned students in the batch (kept
 * by the database: the tasks-routed-reviewer_sql migration) or an admin adds them. A new submission goes to the member, not away, with the least `pass`; each
 * submission routed to a member adds 1/weight to their `pass` (Cal.com's weighted round-robin, as
 * stride scheduling: over time each member's share of the batch's submissions is weight / total
 * weight). A member who joins, comes back from away or gets a new weight starts at the least `pass`
 * of the other members available, so their share counts from then and they are not flooded with
 * what came before. Away is an explicit state the mentor or an admin sets.
 */
export const batchMentors = pgTable(
  'batch_mentors',
  {
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull().default(100),
    away: boolean('away').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Submissions routed (or handed) to them in this batch since they joined, less those handed on. */
    routed: integer('routed').notNull().default(0),
    /** Their place in the batch's weighted turn: the least goes next. */
    pass: doublePrecision('pass').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.monthYear, t.domain, t.mentorId] }),
    index('batch_mentors_mentor_idx').on(t.mentorId),
  ],
);

/** Links to videos hosted elsewhere (YouTube unlisted, Vimeo, a CDN); Campus stores no video files. */
export const batchVideos = pgTable(
  'batch_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    videoUrl: text('video_url').notNull(),
    durationMinutes: integer('duration_minutes'),
    /** The live class this is the recording of (same batch); unlinked when the class is deleted. */
    liveClassId: uuid('live_class_id').references(() => liveClasses.id, { onDelete: 'set null' }),
    order: integer('order').notNull(),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_videos_batch_idx').on(t.monthYear, t.domain, t.order)],
);

export type BatchAssignmentRow = typeof batchAssignments.$inferSelect;
export type BatchVideoRow = typeof batchVideos.$inferSelect;
export type BatchMentorRow = typeof batchMentors.$inferSelect;
