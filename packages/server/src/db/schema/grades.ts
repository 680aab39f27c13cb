// Grades: how much each task and each quiz counts in a student's total. One row per weighted item,
// keyed by its kind and id (a task's id, or a quiz lesson's id — quizzes are keyed by lesson without
// a foreign key, as in quizzes.ts); an item with no row weighs 1. The weight is the item's, so every
// gradebook that shows the item (a batch's, a course's) totals it the same way. And each quiz's kept
// figures for its course's quiz results, with the marks that say which of them to recompute.
import type { QuizQuestionResult } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

export type GradeItemKind = 'task' | 'quiz';

export const gradeWeights = pgTable(
  'grade_weights',
  {
    kind: text('kind').$type<GradeItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    weight: doublePrecision('weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check('grade_weights_kind_check', sql`${t.kind} in ('task', 'quiz')`),
    check('grade_weights_weight_check', sql`${t.weight} >= 0 and ${t.weight} <= 100`),
  ],
);

/**
 * A quiz's figures for its course's quiz results (modules/grades/quiz-figures.ts), kept so a read
 * costs one row per quiz rather than every attempt: computed from the attempts of the enrolled
 * students, and recomputed by the read that finds the quiz marked in quizResultsStale (or finds no
 * row for it, as for a new quiz). The mean and median are kept unrounded; `questions` holds each
 * question's QuizQuestionResult over the students' first graded attempts.
 */
export const quizResultFigures = pgTable(
  'quiz_result_figures',
  {
    lessonId: uuid('lesson_id').primaryKey(),
    /** The course whose enrolled students were counted (a row of another course is not its figures). */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    took: integer('took').notNull(),
    passed: integer('passed').notNull(),
    meanBest: doublePrecision('mean_best'),
    medianBest: doublePrecision('median_best'),
    attempts: integer('attempts').notNull(),
    questions: jsonb('questions').$type<QuizQuestionResult[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_result_figures_course_idx').on(t.courseId)],
);

/**
 * The quizzes whose kept figures may no longer hold: written by the database (triggers on
 * quiz_attempts and enrollments: the grades-quiz-results-marks_sql migration), one row per quiz per
 * writing transaction, and deleted by the read that recomputes the quiz. Keyed by the writer's
 * transaction so a writer never meets another's mark: see the migration for why that keeps every
 * change seen. No foreign key: a course's deletion marks the quizzes of the attempts it takes with it.
 */
export const quizResultsStale = pgTable(
  'quiz_results_stale',
  {
    lessonId: uuid('lesson_id').notNull(),
    /** The marking transaction's id (pg_current_xact_id). */
    xact: bigint('xact', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.xact] })],
);
