// Mentor profiles: the public directory (listed ones) and the admin's list. A profile may be linked
// to one mentor or instructor account; the linked person edits its presentation, admins the rest.
import { sql } from 'drizzle-orm';
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
import { users } from './users';

export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased, one profile per email. */
    email: text('email').notNull().unique(),
    headline: text('headline').notNull(),
    bio: text('bio'),
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    yearsOfExperience: integer('years_of_experience'),
    profileImageUrl: text('profile_image_url'),
    linkedinUrl: text('linkedin_url'),
    /** When the mentor is usually free, in their words; bookable times come from bookings. */
    availability: text('availability'),
    listed: boolean('listed').notNull().default(false),
    domains: jsonb('domains').$type<string[]>().notNull().default([]),
    /** Average student rating 1–5, null until there is one. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The directory paged by cursor: listed profiles by name, ties by id.
  (t) => [index('mentor_profiles_listed_name_idx').on(t.listed, sql`lower(${t.name})`, t.id)],
);

export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
