// A batch's question space (modules/questions): questions, their answers, who upvoted and who
// follows each, and each person's last visit to a space. Bodies are Markdown as written.
//
// Every list reads one index range in its order (newest first, ties by id):
// - staff's list of a batch: questions_batch_idx; students' (hidden ones left out):
//   questions_batch_visible_idx; `unanswered`: questions_batch_unanswered_idx;
// - `mine`: questions_author_idx; `following`: question_follows_user_idx (a person's follows), each
//   followed question read by its key;
// - search and the similar-question box: the GIN indexes over `tsv` (words) and over `title`
//   (trigrams, questions_title_trgm_idx, where pg_trgm is available), narrowed to the batch.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    acceptedAnswerId: uuid('accepted_answer_id'),
    answerCount: integer('answer_count').notNull().default(0),
    upvotes: integer('upvotes').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title (weight A) and body (weight B) as English words, kept by the database. */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
  },
  (t) => [
    index('questions_batch_idx').on(t.monthYear, t.domain, t.createdAt, t.id),
    index('questions_batch_visible_idx')
      .on(t.monthYear, t.domain, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('questions_batch_unanswered_idx')
      .on(t.monthYear, t.domain, t.createdAt, t.id)
      .where(sql`${t.acceptedAnswerId} is null`),
    index('questions_author_idx').on(t.authorId, t.createdAt, t.id),
    index('questions_tsv_idx').using('gin', t.tsv),
    // questions_title_trgm_idx (trigrams of the title) is in the questions-title-trigrams_sql
    // migration: it is built only where pg_trgm is available, like the other trigram indexes.
  ],
);

export type QuestionRow = typeof questions.$inferSelect;

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Copied from the question, so a space's new answers are counted from one index range. */
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.createdAt, t.id),
    index('question_answers_batch_idx').on(t.monthYear, t.domain, t.createdAt),
  ],
);

export type QuestionAnswerRow = typeof questionAnswers.$inferSelect;

export const questionUpvotes = pgTable(
  'question_upvotes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export const questionFollows = pgTable(
  'question_follows',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The followed question's `created_at`, so a person's follows read in the list's order. */
    questionCreatedAt: timestamp('question_created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index('question_follows_user_idx').on(t.userId, t.questionCreatedAt, t.questionId),
  ],
);

export const questionSpaceVisits = pgTable(
  'question_space_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.monthYear, t.domain] })],
);
