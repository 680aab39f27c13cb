// The assistant's passage index: lesson text and Skill_Up module text cut into passages of
// about 120–250 words, each with where it starts (the 0-based top-level block of the rendered text,
// which the web numbers the same way) and its text-search vector. Rows are rewritten in the same
// transaction as the lesson or module they come from (chatbot/passages.ts), and removed with it (the
// foreign keys cascade). The trigram index over `body` is in the passages_sql migration.
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courseLessons, courses } from './courses';
import { ebookCourses, ebookModules } from './ebooks';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const PASSAGE_SOURCES = ['lesson', 'ebook_module'] as const;
export type PassageSource = (typeof PASSAGE_SOURCES)[number];

export const passages = pgTable(
  'passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<PassageSource>().notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id').references(() => courseLessons.id, { onDelete: 'cascade' }),
    ebookId: uuid('ebook_id').references(() => ebookCourses.id, { onDelete: 'cascade' }),
    ebookModuleId: uuid('ebook_module_id').references(() => ebookModules.id, {
      onDelete: 'cascade',
    }),
    /** The lesson's or the module's title. */
    title: text('title').notNull(),
    /** The 0-based top-level block of the rendered text the passage starts at (the link's #p-N). */
    paragraph: integer('paragraph').notNull(),
    body: text('body').notNull(),
    /** The text-search configuration of the body: `english`, or `simple` for Devanagari text. */
    lang: text('lang').notNull(),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [
    index('passages_tsv_idx').using('gin', t.tsv),
    index('passages_lesson_idx').on(t.lessonId),
    index('passages_module_idx').on(t.ebookModuleId),
    index('passages_course_idx').on(t.courseId),
    index('passages_ebook_idx').on(t.ebookId),
  ],
);

export type PassageRow = typeof passages.$inferSelect;

/**
 * Every word of five letters or more in the passages (lower case): the vocabulary a misspelt question
 * word is corrected against by trigram similarity (chatbot/passages.ts), a small table instead of
 * every passage's text. Words are added with their passages and never removed: a word no passage
 * holds any more only leads to a search that finds nothing. Its trigram index is in the
 * passage_words_sql migration.
 */
export const passageWords = pgTable('passage_words', {
  word: text('word').primaryKey(),
});
