// Who belongs to a batch, and how: its staff (an admin, or a mentor assigned to it) or one of its
// students (their own batch). The batch's socket room and its question space admit by this one rule.
import type { AppContext } from '../context';
import type { Principal } from '../http/auth';
import type { BatchRef } from './batch-ref';

export type BatchMembership = 'staff' | 'student';

/** How `user` belongs to `batch`, or null when they do not (instructors never do). */
export async function batchMembership(
  ctx: Pick<AppContext, 'extensions' | 'services'>,
  user: Principal,
  batch: BatchRef,
): Promise<BatchMembership | null> {
  if (user.role === 'admin') return 'staff';
  if (user.role === 'mentor') {
    const assigned = await ctx.extensions.mentorBatches(user.id);
    return assigned.some((b) => b.monthYear === batch.monthYear && b.domain === batch.domain)
      ? 'staff'
      : null;
  }
  if (user.role !== 'student') return null;
  const row = await ctx.services.users.byId(user.id);
  return row?.batchMonthYear === batch.monthYear && row.batchDomain === batch.domain
    ? 'student'
    : null;
}
