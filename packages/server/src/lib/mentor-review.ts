// The one rule of who may work with students: a mentor account works with students
// only while it is active and approved — checked against the account's CURRENT row, never a status
// remembered from sign-in. A self-registered mentor is `pending` until an admin approves them; an
// admin may later reject or deactivate them. Until approved (or once not), they reach no student:
//   - as a caller: the router refuses them every operation but their own account's
//     (awaitingReview, from http/input-guard), socket rooms and messages likewise (realtime/), and a
//     signed file link of theirs is refused (tasks/files.ts);
//   - as someone students see: lists and joins leave them out (workingMentorSql), and the areas that
//     pick a mentor by id (bookings, tasks, live classes, batches) accept only a working mentor
//     (isWorkingMentor);
//   - when they stop working (deactivation, rejection, a role change), their sessions end and their
//     future sessions and classes are cancelled with a notice to the students (users/service.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MentorStatus, Role } from '../db/schema/index';
import type { Principal } from '../http/auth';
import { forbidden, type HttpError } from '../http/errors';

/** A mentor whose account may work with students: active and approved. */
export function isWorkingMentor(u: {
  role: Role;
  isActive: boolean;
  mentorStatus: MentorStatus;
}): boolean {
  return u.role === 'mentor' && u.isActive && u.mentorStatus === 'approved';
}

/**
 * SQL: the user whose id is in `userId` is a working mentor (the same rule as isWorkingMentor, for
 * filtering what students see by its author or host). One primary-key probe per row.
 */
export function workingMentorSql(userId: AnyPgColumn): SQL {
  return sql`exists (select 1 from users wm where wm.id = ${userId} and ${workingMentorRowSql('wm')})`;
}

/** SQL: the users row named `alias` in the query is a working mentor (isWorkingMentor's rule). */
export function workingMentorRowSql(alias: string): SQL {
  return sql.raw(
    `${alias}.role = 'mentor' and ${alias}.is_active and ${alias}.mentor_status = 'approved'`,
  );
}

/** The 403 for a mentor whose account is not approved, or null when the caller may go on. */
export function awaitingReview(p: Pick<Principal, 'role' | 'mentorStatus'>): HttpError | null {
  if (p.role !== 'mentor' || !p.mentorStatus || p.mentorStatus === 'approved') return null;
  return p.mentorStatus === 'pending'
    ? forbidden(
        'Your mentor account is awaiting review by an admin. You can work with students once it is approved.',
      )
    : forbidden('Your mentor application was not approved. Please contact administrator.');
}
