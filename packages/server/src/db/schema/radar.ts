// The at-risk radar's storage (modules/radar): the flags, the students waiting to be recomputed, the
// thresholds an admin set per programme, and each student's last visit.
//
// A student has at most one open flag (a partial unique index on the open ones): the job updates it
// while reasons hold and sets `cleared_at` when none does; cleared flags stay as the student's
// history. The open flags are read newest first, all of them (an admin) or one batch's (a mentor's
// batches, a batch filter), each a range of a partial index. A flag records the first message a
// mentor of its batch sent the student while it was open (its first contact, once): until then it
// waits in the inbox of every mentor of the batch, oldest first (radar_flags_uncontacted_idx); the
// admin's time to first contact reads each mentor's first contacts (radar_flags_first_contact_idx).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { users } from './users';

/** One reason of a flag as stored and answered (the contract's RadarReason). */
export interface StoredRadarReason {
  rule: string;
  text: string;
  link: { kind: string; id: string };
}

export const radarFlags = pgTable(
  'radar_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student's batch when the flag was last recomputed (a batch move moves the flag). */
    batchMonthYear: text('batch_month_year').notNull(),
    batchDomain: text('batch_domain').notNull(),
    reasons: jsonb('reasons').$type<StoredRadarReason[]>().notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** When the reasons last changed (the raising, at first). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** When a mentor of the batch first wrote to the student while the flag was open. */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    firstContactById: uuid('first_contact_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('radar_flags_one_open_uq')
      .on(t.studentId)
      .where(sql`${t.clearedAt} IS NULL`),
    index('radar_flags_student_idx').on(t.studentId, t.raisedAt, t.id),
    index('radar_flags_open_idx')
      .on(t.raisedAt, t.id)
      .where(sql`${t.clearedAt} IS NULL`),
    index('radar_flags_open_batch_idx')
      .on(t.batchMonthYear, t.batchDomain, t.raisedAt, t.id)
      .where(sql`${t.clearedAt} IS NULL`),
    index('radar_flags_uncontacted_idx')
      .on(t.batchMonthYear, t.batchDomain, t.raisedAt, t.id)
      .where(sql`${t.clearedAt} IS NULL AND ${t.firstContactAt} IS NULL`),
    index('radar_flags_first_contact_idx')
      .on(t.firstContactById, t.raisedAt)
      .where(sql`${t.firstContactById} IS NOT NULL`),
  ],
);

/**
 * Students whose flag may have changed, waiting for the radar's job. Marking is an INSERT … ON
 * CONFLICT DO NOTHING (triggers on the tables whose changes matter: the radar-flags_sql migration),
 * so many events for one student before the job runs are one recomputation.
 */
export const radarDirty = pgTable(
  'radar_dirty',
  {
    studentId: uuid('student_id').primaryKey(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('radar_dirty_marked_idx').on(t.markedAt)],
);

/** The thresholds an admin set for a programme's students; those absent keep rules.ts's defaults. */
export const radarThresholds = pgTable('radar_thresholds', {
  programId: uuid('program_id')
    .primaryKey()
    .references(() => programs.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, number>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * When a person last opened Campus (a socket connected: every page load of the web app), written at
 * most once an hour per person.
 */
export const userVisits = pgTable('user_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

export type RadarFlagRow = typeof radarFlags.$inferSelect;
