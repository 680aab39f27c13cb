// Batches: a batch is named by month-year + domain and exists once a student is assigned to it or a
// video is added. A student has at most one assignment (unique `student_id`), kept in sync with the
// student's `users.batch_*` columns in the same transaction.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batch_assignments_mentor_idx').on(t.mentorId, t.monthYear, t.domain),
    // A batch's rows; with the mentor and the time, the batches list reads each batch's mentors and
    // latest assignment from the index alone (issue 26).
    index('batch_assignments_batch_mentor_idx').on(t.monthYear, t.domain, t.mentorId, t.assignedAt),
    // The admin's list order (newest batch first, domains A–Z): a page reads its first batches'
    // rows only; batch_assignments_batch_mentor_idx runs the domains the other way, so every row of the
    // newest month was joined to its student to sort by name (issue 26).
    index('batch_assignments_list_idx').on(t.monthYear.desc().nullsFirst(), t.domain),
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
