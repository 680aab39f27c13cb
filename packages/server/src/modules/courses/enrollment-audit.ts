// The enrollment audit log: every status change of an enrollment with its actor, the expiry it left
// and the reason in words.
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { enrollmentAudit, type EnrollmentRow, type EnrollmentStatus } from '../../db/schema/index';

/** Records one status change of `e`. */
export async function recordAudit(
  ctx: AppContext,
  q: Queryable,
  e: Pick<EnrollmentRow, 'id'>,
  actorId: string | null,
  from: EnrollmentStatus | null,
  to: EnrollmentStatus,
  expiresAt: Date | null,
  reason?: string,
): Promise<void> {
  await q.insert(enrollmentAudit).values({
    enrollmentId: e.id,
    actorId,
    fromStatus: from,
    toStatus: to,
    expiresAt,
    reason: reason?.trim() || null,
    createdAt: ctx.now(),
  });
}
