// The kept course ranks the dashboard's suggestions read (migration course-ranks_sql, issue 26):
// declared here, out of the drizzle schema like courses.search_vector, since only this area reads
// them and the database alone writes them (course_ranks_fill and the triggers on courses).
import { pgTable, real, text, uuid } from 'drizzle-orm/pg-core';

/** Each course's ts_rank against a program's query, under md5 of the query's text. */
export const courseRanks = pgTable('course_ranks', {
  key: text('key').notNull(),
  courseId: uuid('course_id').notNull(),
  rank: real('rank').notNull(),
});
