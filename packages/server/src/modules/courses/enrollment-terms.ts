// The money terms of an enrollment: what enrolling charges, which term it runs on, and what leaving
// refunds. The spec says only what the student sees of it: "Only students see the Pending Payment
// button, showing the pending amount when it is above 0." (§6), "Students can open an external
// pending-payment form of a payment provider in a new tab." (§1) and "Currency symbol: ₹." (§9);
// of enrollments, "Verbs and payloads: not shown." (§7) and "Lifecycles of ... enrollments ...: not
// shown." (§4). The charge rules are ours, so they are written down here:
// - Self-enrolling in a paid course adds its price to pendingAmount and records it as amountCharged
//   (openapi: "What self-enrolling added to the student's pendingAmount").
// - Leaving within 14 days with no lesson done takes back only what is still unpaid:
//   refund = min(amountCharged, pendingAmount). Money already paid is not handed back by leaving (a
//   refund of paid money is an admin's decision, as every other refund is); it stays charged, so
//   amountCharged keeps it and the audit log says so in words.
// - Coming back to a cancelled enrollment while the term it was charged for still runs resumes that
//   term (enrolledAt and expiresAt kept, so neither a new year nor a new refund window comes free)
//   and charges only what is missing of the price; after the term, it is a new term at full price.
// Payments are not allocated to courses (pendingAmount is one sum), so "still unpaid" is the
// student's whole outstanding debt, at most this course's charge.
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { enrollments, users, type EnrollmentRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { rupees } from '../../lib/money';
import { recordAudit } from './enrollment-audit';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const REFUND_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** Rupees to the paisa (numeric(12,2) columns), so sums of fractions do not drift. */
export const paise = (amount: number) => Math.round(amount * 100) / 100;

/** The student's reason (or the default) followed by a note, as one sentence sequence. */
export function withNote(reason: string | undefined, note: string | null): string | undefined {
  if (!note) return reason;
  const said = reason?.trim();
  if (!said) return note;
  return `${said}${/[.!?]$/.test(said) ? '' : '.'} ${note}`;
}

/** A year's term from `now`: what an enrollment runs for unless an admin says otherwise. */
export const oneYear = (now: Date) => new Date(now.getTime() + YEAR_MS);

/**
 * What enrolling charges and which term it runs on: a cancelled enrollment whose term still runs
 * resumes it (`resumes`) and is charged only what is missing of the price; otherwise a new term at
 * the full price. `kept` is what the enrollment was already charged and keeps.
 */
export function termOnEnrolling(e: EnrollmentRow | undefined, price: number, now: Date) {
  // A cancelled enrollment whose charge stood (left late, or paid before leaving) still has
  // its term: coming back resumes it and charges only what is missing of the price. An expired
  // one, or one whose term has run out since, starts a new term at the full price.
  const kept =
    e?.status === 'cancelled' && (e.expiresAt === null || e.expiresAt > now)
      ? Number(e.amountCharged)
      : 0;
  const resumes = e && kept > 0 ? { enrolledAt: e.enrolledAt, expiresAt: e.expiresAt } : null;
  const charge = paise(Math.max(price - kept, 0));
  return { kept, resumes, charge };
}

/**
 * Cancels an active enrollment. Within the refund window (the student leaving, less than 14 days
 * after enrolling, no lesson done) the part of the charge still unpaid comes off pendingAmount;
 * what was already paid stays charged (amountCharged keeps it) and the audit log says so.
 */
export async function cancelEnrollment(
  ctx: AppContext,
  tx: Tx,
  e: EnrollmentRow,
  actor: Principal,
  reason?: string,
): Promise<void> {
  const now = ctx.now();
  const charged = Number(e.amountCharged);
  const inWindow =
    actor.id === e.studentId &&
    charged > 0 &&
    now.getTime() - e.enrolledAt.getTime() < REFUND_WINDOW_MS &&
    e.completedLessonIds.length === 0;
  let refund = 0;
  if (inWindow) {
    // Locked: a payment confirmed at the same moment lowers the same row (payments/service.ts).
    const [owner] = await tx
      .select({ pendingAmount: users.pendingAmount })
      .from(users)
      .where(eq(users.id, e.studentId))
      .for('update');
    refund = paise(Math.min(charged, Math.max(Number(owner?.pendingAmount ?? 0), 0)));
  }
  const kept = paise(charged - refund);
  await tx
    .update(enrollments)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      updatedAt: now,
      ...(inWindow ? { amountCharged: kept } : {}),
    })
    .where(eq(enrollments.id, e.id));
  if (refund > 0) {
    await tx
      .update(users)
      .set({
        pendingAmount: sql`greatest(${users.pendingAmount} - ${refund}, 0)` as unknown as number,
        updatedAt: now,
      })
      .where(eq(users.id, e.studentId));
  }
  const paidNote =
    inWindow && kept > 0
      ? `${rupees(kept)} was already paid: it stays charged and was not refunded${
          refund > 0 ? `; the unpaid ${rupees(refund)} was taken off` : ''
        }.`
      : null;
  await recordAudit(
    ctx,
    tx,
    e,
    actor.id,
    e.status,
    'cancelled',
    e.expiresAt,
    withNote(reason ?? 'Left the course.', paidNote),
  );
}
