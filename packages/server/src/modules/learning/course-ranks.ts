// The kept course ranks the dashboard's suggestions read (migration course-ranks_sql):
// declared here, out of the drizzle schema like courses.search_vector, since only this area reads
// them and the database alone writes them (course_ranks_fill and the triggers on courses).
import { boolean, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Each course's ts_rank against a program's query, under md5 of the query's text, with what orders
 * and filters the suggestions after the rank, kept from the course and its enrollment total
 * (migration course-ranks-order_sql): so the best six are one range of course_ranks_suggest_idx.
 */
export const courseRanks = pgTable('course_ranks', {
  key: text('key').notNull(),
  courseId: uuid('course_id').notNull(),
  rank: real('rank').notNull(),
  /** courses.title. */
  title: text('title').notNull(),
  /** courses.status = 'published'. */
  published: boolean('published').notNull(),
  /** course_enrollment_totals.live (0 without a row): the catalogue's "popular" figure. */
  popularity: integer('popularity').notNull(),
});
