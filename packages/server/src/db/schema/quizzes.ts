// Quizzes: a course's question bank, the settings of each quiz lesson and the students'
// attempts. A quiz is keyed by its lesson's id without a foreign key to course_lessons: saving a
// curriculum rewrites the lesson rows (ids kept), which must not take settings and attempts with it.
// A quiz lesson with no row here is a quiz with the default settings and no questions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

export const QUIZ_QUESTION_KINDS = [
  'single',
  'multiple',
  'trueFalse',
  'shortText',
  'number',
] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];
export type QuizShowAnswers = 'afterEachAttempt' | 'afterPassing' | 'never';
export type QuizDraw = 'fixed' | 'random';
export type QuizAttemptStatus = 'open' | 'submitted' | 'expired';

export interface StoredChoice {
  id: string;
  text: string;
}

/** One answer as the student gave it (the field used depends on the kind). */
export interface StoredAnswer {
  questionId: string;
  choiceIds?: string[];
  text?: string;
  number?: number;
}

/** A question as an attempt asks it: which bank question, and its choices' order. */
export interface AskedQuestion {
  questionId: string;
  choiceOrder: string[] | null;
}

/** A question as it was graded, with its key: what a submitted attempt shows ever after. */
export interface GradedQuestion {
  questionId: string;
  kind: QuizQuestionKind;
  prompt: string;
  points: number;
  choices?: StoredChoice[];
  correct: boolean;
  pointsAwarded: number;
  correctChoiceIds?: string[];
  acceptedAnswers?: string[];
  correctNumber?: number;
  tolerance?: number;
  explanation?: string;
}

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1-based position in the course's bank. */
    position: integer('position').notNull(),
    kind: text('kind').$type<QuizQuestionKind>().notNull(),
    prompt: text('prompt').notNull(),
    explanation: text('explanation'),
    points: integer('points').notNull().default(1),
    choices: jsonb('choices').$type<StoredChoice[]>(),
    correctChoiceIds: text('correct_choice_ids').array(),
    acceptedAnswers: text('accepted_answers').array(),
    correctNumber: doublePrecision('correct_number'),
    tolerance: doublePrecision('tolerance'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_questions_course_idx').on(t.courseId, t.position)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    lessonId: uuid('lesson_id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    passingScorePercent: integer('passing_score_percent').notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    showAnswers: text('show_answers').$type<QuizShowAnswers>().notNull(),
    draw: text('draw').$type<QuizDraw>().notNull(),
    questionIds: uuid('question_ids').array().notNull().default([]),
    drawCount: integer('draw_count'),
    shuffleChoices: boolean('shuffle_choices').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_course_idx').on(t.courseId)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 for the student's first attempt at this quiz. */
    number: integer('number').notNull(),
    status: text('status').$type<QuizAttemptStatus>().notNull().default('open'),
    asked: jsonb('asked').$type<AskedQuestion[]>().notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    /** Set when graded (submitted, or expired and graded as saved). */
    graded: jsonb('graded').$type<GradedQuestion[]>(),
    scorePercent: doublePrecision('score_percent'),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The end of a timed attempt on the server's clock; null when untimed. */
    deadline: timestamp('deadline', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    // The attempts limit: numbers are counted under the enrollment's lock, and two attempts can never
    // share a number (nor can one student hold two open attempts at a quiz).
    uniqueIndex('quiz_attempts_student_lesson_number_uq').on(t.studentId, t.lessonId, t.number),
    uniqueIndex('quiz_attempts_one_open_uq')
      .on(t.studentId, t.lessonId)
      .where(sql`${t.status} = 'open'`),
    // A course's quiz results read the attempts at each of its quizzes: by lesson, then each
    // student's in order (their best, and their first graded one).
    index('quiz_attempts_lesson_idx').on(t.lessonId, t.studentId, t.number),
    // A student's passed attempts by when they were submitted, index-only: a batch's progress counts
    // its students' passed quizzes week by week from this range alone.
    index('quiz_attempts_student_passed_idx')
      .on(t.studentId, t.submittedAt)
      .where(sql`${t.passed}`),
  ],
);

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
