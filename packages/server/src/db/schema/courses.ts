// Courses with their curriculum (modules → lessons), the students' enrollments in them, their
// ratings and the audit log of enrollment status changes. A course's `ratingSum`/`ratingCount` are
// kept in the same transaction as the ratings (the average is derived, exact); `enrolledCount` and
// the effective status of an enrollment past `expiresAt` are derived at read time, so they never
// depend on when the hourly expiry sweep last ran.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const LESSON_TYPES = ['video', 'article', 'quiz'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const ENROLLMENT_STATUSES = ['active', 'completed', 'expired', 'cancelled'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * The catalogue's sort keys that are expressions (its keysets and the indexes that serve
 * them share these): a course never published sorts as published at the epoch, before any real
 * publication (the newest order's "nulls last"); a course without ratings as an average of -1, below
 * every real one (the rating order's "nulls last").
 */
export const coursePublishedKey = (t: { publishedAt: AnyPgColumn }) =>
  sql<string>`coalesce(${t.publishedAt}, '1970-01-01T00:00:00Z'::timestamptz)`;
export const courseRatingKey = (t: { ratingSum: AnyPgColumn; ratingCount: AnyPgColumn }) =>
  sql<number>`coalesce(${t.ratingSum}::float8 / nullif(${t.ratingCount}, 0), -1)`;

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    level: text('level').$type<CourseLevel>().notNull(),
    /** Rupees; 0 is free. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    tags: text('tags').array().notNull().default([]),
    status: text('status').$type<CourseStatus>().notNull().default('draft'),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => users.id),
    /** Computed from the lessons whenever the curriculum is written. */
    durationMinutes: integer('duration_minutes').notNull().default(0),
    moduleCount: integer('module_count').notNull().default(0),
    lessonCount: integer('lesson_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Active and completed enrollments, as kept in course_enrollment_totals (which every enrollment
     * write moves): copied here by the database (the course-popularity_sql migration) so that the
     * `popular` order is read from an index of courses like every other sort. Never
     * written by the application. Counts an active enrollment past its expiry until the hourly sweep
     * marks it; the enrolledCount shown subtracts those (enrolledCountSql).
     */
    popularity: integer('popularity').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_status_published_idx').on(t.status, t.publishedAt),
    index('courses_instructor_idx').on(t.instructorId),
    // One per sort of the catalogue paged by cursor, in the keyset's order after the
    // visibility's status.
    index('courses_newest_idx').on(
      t.status,
      sql`${coursePublishedKey(t)} desc`,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('courses_rating_idx').on(
      t.status,
      sql`${courseRatingKey(t)} desc`,
      t.ratingCount.desc().nullsFirst(),
      t.id,
    ),
    index('courses_price_idx').on(t.status, t.price, t.id),
    index('courses_price_desc_idx').on(t.status, t.price.desc().nullsFirst(), t.id),
    index('courses_title_idx').on(t.status, sql`lower(${t.title})`, t.id),
    index('courses_popular_idx').on(t.status, t.popularity.desc().nullsFirst(), t.id),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 1-based position within the course. */
    position: integer('position').notNull(),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.position)],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<LessonType>().notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    preview: boolean('preview').notNull().default(false),
    /** Sanitised HTML. */
    content: text('content'),
    videoUrl: text('video_url'),
    /** 1-based position within its module. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('course_lessons_module_idx').on(t.moduleId, t.position),
    index('course_lessons_course_idx').on(t.courseId),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').$type<EnrollmentStatus>().notNull().default('active'),
    progress: integer('progress').notNull().default(0),
    completedLessonIds: uuid('completed_lesson_ids').array().notNull().default([]),
    lastLessonId: uuid('last_lesson_id'),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    /** What self-enrolling added to the student's pendingAmount (rupees). */
    amountCharged: numeric('amount_charged', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** null never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_uq').on(t.studentId, t.courseId),
    // With expires_at, a course's live enrollments are counted from the index alone (the catalogue's
    // enrolledCount and its "popular" order, at 100,000 enrollments).
    index('enrollments_course_status_idx').on(t.courseId, t.status, t.expiresAt),
    index('enrollments_status_expires_idx').on(t.status, t.expiresAt),
    index('enrollments_enrolled_idx').on(t.enrolledAt),
    // The enrollment lists paged by cursor: newest first with ties by id, all of them
    // (admin) or one course's (its instructor), each page one index range from the cursor on.
    index('enrollments_enrolled_id_idx').on(t.enrolledAt, t.id),
    index('enrollments_course_enrolled_id_idx').on(t.courseId, t.enrolledAt, t.id),
  ],
);

export const courseRatings = pgTable(
  'course_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_ratings_course_student_uq').on(t.courseId, t.studentId)],
);

/** Every enrollment status change, with who made it and why (admins' `reason`). */
export const enrollmentAudit = pgTable(
  'enrollment_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** null for the server itself (the expiry sweep). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status').$type<EnrollmentStatus>(),
    toStatus: text('to_status').$type<EnrollmentStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enrollment_audit_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);

/**
 * When each lesson of an enrollment was marked done (enrollments.completed_lesson_ids says which):
 * the week-by-week progress of a batch is read from it. Unmarking a lesson deletes its row; a
 * lesson removed from its course takes its rows with it.
 */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enrollmentId, t.lessonId] }),
    // A batch's students' completions in a span of weeks (the progress grid).
    index('lesson_completions_student_at_idx').on(t.studentId, t.completedAt),
    index('lesson_completions_lesson_idx').on(t.lessonId),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseModuleRow = typeof courseModules.$inferSelect;
export type CourseLessonRow = typeof courseLessons.$inferSelect;
export type EnrollmentRow = typeof enrollments.$inferSelect;
export type CourseRatingRow = typeof courseRatings.$inferSelect;
