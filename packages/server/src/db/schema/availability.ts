// Mentor availability (Cal.com's model): weekly hours as wall-clock ranges in the mentor's
// own IANA zone, so they follow that zone's daylight-saving changes; days off as dates in that zone;
// a buffer kept free around every session. One row per mentor, replaced whole on publish; the ranges
// and dates are small bounded lists (the contract caps them), so they are JSON, not child tables.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One range of a weekday: ISO weekday (1 = Monday), minutes after local midnight, [start, end). */
export interface WeeklyRange {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export const mentorAvailability = pgTable('mentor_availability', {
  mentorId: uuid('mentor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyRange[]>().notNull(),
  /** `YYYY-MM-DD` dates in the mentor's zone. */
  daysOff: jsonb('days_off').$type<string[]>().notNull(),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MentorAvailabilityRow = typeof mentorAvailability.$inferSelect;
