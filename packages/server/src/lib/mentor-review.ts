// The mentor review (issue 16), shared by the router and the areas: a self-registered mentor is
// `pending` until an admin approves them. Until then they reach no student: the router refuses them every mentor operation (awaitingReview, from http/input-guard),
// lists leave them out, and the areas that pick a mentor by id (bookings, tasks, live classes, batches)
// accept only a working mentor (isWorkingMentor).
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

/** The 403 for a mentor whose account is not approved, or null when the caller may go on. */
export function awaitingReview(p: Pick<Principal, 'role' | 'mentorStatus'>): HttpError | null {
  if (p.role !== 'mentor' || !p.mentorStatus || p.mentorStatus === 'approved') return null;
  return p.mentorStatus === 'pending'
    ? forbidden(
        'Your mentor account is awaiting review by an admin. You can work with students once it is approved.',
      )
    : forbidden('Your mentor application was not approved. Please contact administrator.');
}
