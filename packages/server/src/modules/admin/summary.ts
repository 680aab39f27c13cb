// The /admin overview (contract getAdminSummary): every figure from totals the database
// keeps or from one index range, so the overview costs the same at 50 users or 50,000.
import type { AdminSummary } from '@campus/sdk/model';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  batchAssignments,
  batchVideos,
  liveClasses,
  submissionTotals,
  users,
  userTotals,
  type Role,
} from '../../db/schema/index';
import { assertTimeZone, localDate, localDay } from '../../lib/time-zone';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** `YYYY-MM` of `now` in `tz` (a batch's month, as BatchRef names it). */
export function monthYearIn(now: Date, tz: string): string {
  return localDate(now, tz).slice(0, 7);
}

export async function adminSummary(
  ctx: Pick<AppContext, 'db' | 'now'>,
  timezone: string,
): Promise<AdminSummary> {
  assertTimeZone(timezone);
  const now = ctx.now();
  const [dayStart, dayEnd] = localDay(now, timezone);
  const monthYear = monthYearIn(now, timezone);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  // Users and submissions are read from the totals the database keeps (schema/totals.ts), not
  // counted per visit; the week's new users and today's classes are index ranges.
  const [totals, [fresh], [classes], [submissions], batches] = await Promise.all([
    ctx.db.select().from(userTotals),
    ctx.db.select({ n: count() }).from(users).where(gte(users.createdAt, weekAgo)),
    ctx.db
      .select({ n: count() })
      .from(liveClasses)
      .where(and(gte(liveClasses.startTime, dayStart), lt(liveClasses.startTime, dayEnd))),
    ctx.db
      .select({ n: submissionTotals.submissions })
      .from(submissionTotals)
      .where(eq(submissionTotals.status, 'pending')),
    // A batch exists once it has an assignment or a video (schema/batches.ts).
    ctx.db
      .select({ domain: batchAssignments.domain })
      .from(batchAssignments)
      .where(eq(batchAssignments.monthYear, monthYear))
      .union(
        ctx.db
          .select({ domain: batchVideos.domain })
          .from(batchVideos)
          .where(eq(batchVideos.monthYear, monthYear)),
      ),
  ]);

  const usersByRole: Record<Role, number> = { student: 0, mentor: 0, instructor: 0, admin: 0 };
  let active = 0;
  let owingStudents = 0;
  let owed = 0;
  for (const t of totals) {
    usersByRole[t.role] += t.users;
    if (t.active) active += t.users;
    owingStudents += t.owing;
    owed += t.owed;
  }
  const total = Object.values(usersByRole).reduce((a, b) => a + b, 0);
  return {
    usersByRole,
    activeUsers: active,
    deactivatedUsers: total - active,
    newUsersThisWeek: fresh?.n ?? 0,
    studentsWithPendingPayments: owingStudents,
    pendingAmountTotal: Math.round(owed * 100) / 100,
    liveClassesToday: classes?.n ?? 0,
    submissionsAwaitingReview: submissions?.n ?? 0,
    batchesStartingThisMonth: batches.length,
    monthYear,
  };
}
