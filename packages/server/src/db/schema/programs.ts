// The programs behind the program pages of spec §2 (/data-engineer …): curriculum, duration, price.
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CourseLevel } from './courses';

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
