// Mentor sync: one-to-one requests (a student asks a mentor for a time) and group sessions (a mentor
// opens a time with seats). Times are UTC instants with the IANA zone they were planned in; intervals
// are half-open [start_time, end_time).
//
// `status` is the stored one; `expired` (pending at start) and `completed` (accepted after end) are
// derived on every read and persisted by a sweep. Double booking is prevented in the service, under a
// lock on the mentor's user row (SELECT … FOR UPDATE), which serialises every schedule change of one
// mentor on PostgreSQL and PGlite alike.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const BOOKING_KINDS = ['one_to_one', 'group'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const BOOKING_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BookingKind>().notNull(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The requesting student (one-to-one only). */
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    description: text('description'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timezone: text('timezone').notNull(),
    status: text('status').$type<BookingStatus>().notNull(),
    meetingLink: text('meeting_link'),
    /** Group sessions only. */
    capacity: integer('capacity'),
    batchMonthYear: text('batch_month_year'),
    batchDomain: text('batch_domain'),
    note: text('note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The keyset lists (start_time, id): the admin's whole list, one mentor's, the open groups.
    index('bookings_start_id_idx').on(t.startTime, t.id),
    index('bookings_mentor_start_id_idx').on(t.mentorId, t.startTime, t.id),
    // A mentor's own list is everything ending after a date: one range, not every booking
    // the mentor ever had filtered by end_time.
    index('bookings_mentor_end_idx').on(t.mentorId, t.endTime),
    index('bookings_student_start_idx').on(t.studentId, t.startTime),
    index('bookings_kind_status_start_id_idx').on(t.kind, t.status, t.startTime, t.id),
    // A mentor's unanswered one-to-one requests, the longest waiting first (the mentor's inbox).
    index('bookings_mentor_requests_idx')
      .on(t.mentorId, t.createdAt, t.id)
      .where(sql`${t.kind} = 'one_to_one' and ${t.status} = 'pending'`),
  ],
);

/** Students holding a seat in a group session (leaving deletes the row). */
export const bookingParticipants = pgTable(
  'booking_participants',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.studentId] }),
    index('booking_participants_student_idx').on(t.studentId),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
