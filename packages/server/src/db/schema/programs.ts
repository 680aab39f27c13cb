// The programs behind the program pages of spec §2 (/data-engineer …): curriculum, duration, price.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CourseLevel } from './courses';
import { checkouts } from './payments';
import { users } from './users';

export const PROGRAM_MODES = ['live-online', 'self-paced', 'hybrid', 'in-person'] as const;
export type ProgramMode = (typeof PROGRAM_MODES)[number];

export interface ProgramSectionData {
  title: string;
  order: number;
  topics: string[];
}

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description'),
    heroImageUrl: text('hero_image_url'),
    curriculum: jsonb('curriculum').$type<ProgramSectionData[]>().notNull().default([]),
    durationWeeks: integer('duration_weeks').notNull(),
    /** The next cohort's first day, when one is set: what a paid student's dashboard names. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** Rupees; what registerWithPayment charges. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    level: text('level').$type<CourseLevel>().notNull(),
    mode: text('mode').$type<ProgramMode>().notNull(),
    /** Display position (ascending). */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programs_position_idx').on(t.position, t.title)],
);

export type ProgramRow = typeof programs.$inferSelect;

/**
 * A student's place in a program: written with the registration that opened its checkout
 * (registerWithPayment), and `paid_at` set in the transaction that records the payment clearing what
 * they owe. A paid student in no batch (users.batch_*) is "paid, waiting for a batch" on the admin's
 * students screen. A program with enrolments cannot be deleted (unpublish it instead).
 */
export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // "Paid, waiting for a batch": the paid enrolments, oldest payment first.
    index('program_enrollments_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);

export type ProgramEnrollmentRow = typeof programEnrollments.$inferSelect;
