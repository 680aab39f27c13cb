// A mentor who stops working with students (deactivated, rejected, no longer a mentor; see
// lib/mentor-review.ts) keeps no appointment with them: their upcoming one-to-one requests and
// sessions and their group sessions are cancelled in the transaction that stopped them, and the
// students concerned are answered so the users area can tell each of them once.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext, CancelledForStudents } from '../../context';
import type { Tx } from '../../db/client';
import { bookingParticipants, bookings } from '../../db/schema/index';
import { anyOf } from '../../db/any-of';

const MENTOR_GONE_REASON = 'The mentor is no longer available.';

export async function cancelStoppedMentorBookings(
  ctx: Pick<AppContext, 'now'>,
  tx: Tx,
  mentorId: string,
): Promise<CancelledForStudents[]> {
  const now = ctx.now();
  const cancelled = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: MENTOR_GONE_REASON,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.mentorId, mentorId),
        inArray(bookings.status, ['pending', 'accepted']),
        gt(bookings.startTime, now),
      ),
    )
    .returning();
  const groupIds = cancelled.filter((b) => b.kind === 'group').map((b) => b.id);
  const seats = groupIds.length
    ? await tx
        .select()
        .from(bookingParticipants)
        .where(anyOf(bookingParticipants.bookingId, groupIds))
    : [];
  return cancelled.map((b) => ({
    item: {
      _id: b.id,
      kind: b.kind === 'group' ? 'group_session' : 'one_to_one',
      title: b.topic,
      startTime: b.startTime.toISOString(),
      timezone: b.timezone,
    },
    studentIds:
      b.kind === 'group'
        ? seats.filter((s) => s.bookingId === b.id).map((s) => s.studentId)
        : b.studentId
          ? [b.studentId]
          : [],
  }));
}
