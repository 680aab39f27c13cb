// People on Campus. Emails are stored lower-cased (unique), roles lower-case (compared
// case-insensitively at the edge, spec §6). `tokenVersion` is the per-user token generation: every
// token carries the version it was issued at, and bumping it (logout, role change, deactivation,
// password change) makes every older token stop working at once, on every instance.
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
import { sql } from 'drizzle-orm';

export const ROLES = ['student', 'mentor', 'admin', 'instructor'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A mentor's review: self-registered mentors start `pending` and reach no student until an
 * admin approves them; accounts an admin made mentors (createUser, role change, demo world) are
 * approved by that act. Meaningless for other roles (kept `approved`).
 */
export const MENTOR_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MentorStatus = (typeof MENTOR_STATUSES)[number];

export interface ProfileFields {
  phone?: string;
  bio?: string;
  headline?: string;
}

/** What a mentor told us at registration; the mentors area turns it into a directory profile. */
export interface MentorApplication {
  expertise: string[];
  bio?: string;
  yearsOfExperience?: number;
  linkedinUrl?: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    role: text('role').$type<Role>().notNull(),
    /** null until the person sets a password (accounts an admin or a payment created). */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    /** Rupees, two decimals; numeric so money never passes through binary floating point in SQL. */
    pendingAmount: numeric('pending_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    profileImageUrl: text('profile_image_url'),
    /** File name under DATA_DIR/uploads/profile-images, so the old image can be removed on change. */
    profileImageFile: text('profile_image_file'),
    batchMonthYear: text('batch_month_year'),
    batchDomain: text('batch_domain'),
    /** The program a student registered for (registerWithPayment), by slug. */
    programSlug: text('program_slug'),
    /**
     * Sign-ins recorded (a login, a registration, a first password): 1 during the first signed-in
     * session, which the dashboard greets with "Welcome" rather than "Welcome back".
     */
    signIns: integer('sign_ins').notNull().default(0),
    profile: jsonb('profile').$type<ProfileFields>().notNull().default({}),
    mentorApplication: jsonb('mentor_application').$type<MentorApplication>(),
    mentorStatus: text('mentor_status').$type<MentorStatus>().notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_created_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_batch_idx').on(t.batchMonthYear, t.batchDomain),
    // The batches list counts each batch's students from the index alone (with the role
    // on the heap, 20 batches of 100 read 2,000 users rows; 2.0 → 1.0 ms on the large campus).
    index('users_student_batch_idx')
      .on(t.batchMonthYear, t.batchDomain)
      .where(sql`${t.role} = 'student'`),
    // A mentor's roster by name (/my-students): the active students of one batch in the
    // list's order, from the index alone (the name itself last, as an index-only scan reads a
    // column's value, never an expression's).
    index('users_student_batch_name_idx')
      .on(t.batchMonthYear, t.batchDomain, sql`lower(${t.name})`, t.id, t.name)
      .where(sql`${t.role} = 'student' and ${t.isActive}`),
    index('users_mentor_status_idx').on(t.mentorStatus, t.createdAt),
    // The admin's users table sorts by name; emails are already unique (indexed).
    index('users_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    // Lists of one role paged by cursor (admin students): the keyset is the sort key and
    // the id, so each page is one index range from the cursor on, newest first or by name.
    index('users_role_created_id_idx').on(t.role, t.createdAt, t.id),
    index('users_role_name_lower_idx').on(t.role, sql`lower(${t.name})`, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
