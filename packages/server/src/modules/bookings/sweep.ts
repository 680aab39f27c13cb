// Mentor sync: `expired` and `completed` are derived from the clock on every read; this job (every
// 5 minutes, routes.ts) persists them so the stored rows catch up.
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema/index';
import { ts } from './dto';

/** Persists derived statuses (expired, completed); reads never depend on it. */
export async function sweepDerivedStatuses(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.status, 'pending'), sql`${bookings.startTime} <= ${ts(now)}`))
    .returning({ id: bookings.id });
  const completed = await ctx.db
    .update(bookings)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(bookings.status, 'accepted'), sql`${bookings.endTime} <= ${ts(now)}`))
    .returning({ id: bookings.id });
  return expired.length + completed.length;
}
