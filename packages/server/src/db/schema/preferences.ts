// Notification preferences: each person's choices (one row, absent until they change something),
// the courses and batches they muted, and the deliveries that wait for a later moment — a mail held
// by quiet hours, an item for the daily digest, a push (due at once, or when quiet hours end) — and
// the digests sent. The deliveries job (modules/preferences/deliveries-job.ts) claims due mail and
// digest rows and records each digest once per (person, window) in notification_digests; the push
// job (modules/push/sender.ts) sends the 'push' rows.
import type { NotificationChannels, NotificationKind, ServerEventName } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { notifications, type NotificationData } from './notifications';
import { users } from './users';

export type NotificationChannel = keyof NotificationChannels;

/** A person's own choices per kind and channel, over their role's defaults (only what they set). */
export type ChannelChoices = Partial<Record<NotificationKind, Partial<NotificationChannels>>>;

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  choices: jsonb('choices').$type<ChannelChoices>().notNull().default({}),
  /** The account's IANA zone, which quiet hours and the digest hour are read in; null: UTC. */
  timeZone: text('time_zone'),
  /** Quiet hours as minutes after local midnight; both null when off. */
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  digestHour: smallint('digest_hour').notNull().default(18),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

export const MUTE_SCOPES = ['course', 'batch'] as const;
export type MuteScope = (typeof MUTE_SCOPES)[number];

export const notificationMutes = pgTable(
  'notification_mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<MuteScope>().notNull(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    batchMonthYear: text('batch_month_year'),
    batchDomain: text('batch_domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mute per course or batch and person; the resolver reads a notification's recipients'
    // mutes by (user) within these.
    uniqueIndex('notification_mutes_course_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.scope} = 'course'`),
    uniqueIndex('notification_mutes_batch_idx')
      .on(t.userId, t.batchMonthYear, t.batchDomain)
      .where(sql`${t.scope} = 'batch'`),
  ],
);

export type NotificationMuteRow = typeof notificationMutes.$inferSelect;

/** Channels that deliver later than the moment a notification is made. */
export const LATER_CHANNELS = ['email_now', 'digest', 'push'] as const;
export type LaterChannel = (typeof LATER_CHANNELS)[number];

/**
 * One notification for one person on a channel that sends later: a mail held until quiet hours end,
 * an item of the next digest, a push held by quiet hours. Self-contained (kind, message, reason)
 * so it can be sent whether or not the bell kept a row; `notificationId` links the bell's row when
 * there is one (the digest leaves out what was read there).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<LaterChannel>().notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    event: text('event').$type<ServerEventName>().notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    reason: text('reason').notNull(),
    /** Not before: the end of quiet hours, the digest's hour. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What a job sends in its window: one person's unsent items of a channel, due by then.
    index('notification_deliveries_due_idx')
      .on(t.userId, t.channel, t.dueAt)
      .where(sql`${t.sentAt} is null`),
    index('notification_deliveries_notification_idx').on(t.notificationId),
    // Who has something due on a channel: the job's scan across people, by due time.
    index('notification_deliveries_channel_due_idx')
      .on(t.channel, t.dueAt)
      .where(sql`${t.sentAt} is null`),
    // What the push job sends: every person's unsent pushes, due first.
    index('notification_deliveries_push_due_idx')
      .on(t.dueAt)
      .where(sql`${t.channel} = 'push' and ${t.sentAt} is null`),
  ],
);

export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/**
 * One digest per person and window (the digest hour its items were due at): the unique key is the
 * claim, so however many instances run the deliveries job, a window's digest is made once. A row is
 * written whether or not anything was left to mail (everything seen: nothing is sent).
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowAt: timestamp('window_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('notification_digests_user_window_idx').on(t.userId, t.windowAt)],
);
