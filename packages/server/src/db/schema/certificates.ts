// Certificates: one per student and course, issued in the transaction that completes the
// course. The unique index on (student, course) is what makes issuing idempotent: a second
// completion (or two at once) inserts nothing. The student's name and the course's title are kept as
// they were at issue, so what a verifier sees does not change when a profile or a course is edited.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { users } from './users';

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public verification code: 16 base32 characters (80 random bits). */
    code: text('code').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_student_course_idx').on(t.studentId, t.courseId),
    uniqueIndex('certificates_code_idx').on(t.code),
    // The admin's list: newest issue first, keyset on (issued_at, id).
    index('certificates_issued_id_idx').on(t.issuedAt, t.id),
  ],
);

export type CertificateRow = typeof certificates.$inferSelect;
