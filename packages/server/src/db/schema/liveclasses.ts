// Live classes of a batch, their attendance, and the reminders already sent. The reminder key
// (class, reminder instant) is unique, so a reminder is sent once even across restarts and
// instances; moving a class re-arms it under a new key.
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const LIVE_CLASS_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type LiveClassStatus = (typeof LIVE_CLASS_STATUSES)[number];

export const liveClasses = pgTable(
  'live_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    monthYear: text('month_year').notNull(),
    domain: text('domain').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timezone: text('timezone').notNull(),
    meetingLink: text('meeting_link').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<LiveClassStatus>().notNull().default('scheduled'),
    /** When the 15-minute reminder is due; null when none is armed (created too late). */
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_classes_batch_start_idx').on(t.monthYear, t.domain, t.startTime),
    // The host's list by cursor (start_time, id) within one host: a page is one index range.
    index('live_classes_host_start_id_idx').on(t.hostId, t.startTime, t.id),
    // The admin overview by cursor, newest first (start_time, id), when no filter narrows it.
    index('live_classes_start_id_idx').on(t.startTime, t.id),
    index('live_classes_status_start_idx').on(t.status, t.startTime),
  ],
);

export const liveClassAttendees = pgTable(
  'live_class_attendees',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('live_class_attendees_student_idx').on(t.studentId),
  ],
);

export const liveClassRemindersSent = pgTable(
  'live_class_reminders_sent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('live_class_reminders_sent_key').on(t.classId, t.remindAt)],
);

export type LiveClassRow = typeof liveClasses.$inferSelect;
export type LiveClassAttendeeRow = typeof liveClassAttendees.$inferSelect;
