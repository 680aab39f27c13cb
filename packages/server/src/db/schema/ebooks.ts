// Skill_Up e-book courses and their modules. Module positions are kept 1..n without gaps by the
// service (under a lock on the e-book row), so no unique index fights a renumbering.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ebookCourses = pgTable(
  'ebook_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    category: text('category').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ebook_courses_published_idx').on(t.published, t.title),
    // The two orders of the e-book list paged by cursor, after the published filter.
    index('ebook_courses_title_idx').on(t.published, sql`lower(${t.title})`, t.id),
    index('ebook_courses_newest_idx').on(t.published, t.createdAt.desc().nullsFirst(), t.id),
  ],
);

export const ebookModules = pgTable(
  'ebook_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ebookCourseId: uuid('ebook_course_id')
      .notNull()
      .references(() => ebookCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull().default(0),
    /** true while the reading time is estimated from the text (re-estimated when it changes). */
    minutesEstimated: boolean('minutes_estimated').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ebook_modules_course_idx').on(t.ebookCourseId, t.position)],
);

export type EbookCourseRow = typeof ebookCourses.$inferSelect;
export type EbookModuleRow = typeof ebookModules.$inferSelect;
