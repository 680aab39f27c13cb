// A learner's own progress outside the course player: where they are in each Skill_Up
// e-book (module + paragraph, and which modules they read) and which batch videos they watched.
// One row per person and thing, so saving a place is an upsert and can never duplicate.
import { boolean, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { batchVideos } from './batches';
import { ebookCourses, ebookModules } from './ebooks';
import { users } from './users';

export const ebookProgress = pgTable(
  'ebook_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ebookCourseId: uuid('ebook_course_id')
      .notNull()
      .references(() => ebookCourses.id, { onDelete: 'cascade' }),
    /** null once that module is deleted: the reader then resumes at the first unread module. */
    lastModuleId: uuid('last_module_id').references(() => ebookModules.id, {
      onDelete: 'set null',
    }),
    paragraph: integer('paragraph').notNull().default(0),
    /** Modules read to the end; ids of deleted modules are ignored when reading. */
    completedModuleIds: uuid('completed_module_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ebookCourseId] }),
    index('ebook_progress_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export const batchVideoProgress = pgTable(
  'batch_video_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => batchVideos.id, { onDelete: 'cascade' }),
    watched: boolean('watched').notNull().default(false),
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

export type EbookProgressRow = typeof ebookProgress.$inferSelect;
export type BatchVideoProgressRow = typeof batchVideoProgress.$inferSelect;
