// A mentor who stops working with students (deactivated, rejected, no longer a mentor; see
// lib/mentor-review.ts) teaches no more classes: in the transaction that stopped them, their
// scheduled classes are cancelled (removed and remembered for calendar feeds, as cancelLiveClass does) and a class they have live is
// ended (its attendance closed, as ending does), and each class's batch is answered so the users
// area can tell every student once.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext, CancelledForStudents } from '../../context';
import type { Tx } from '../../db/client';
import { liveClassAttendees, liveClasses, type LiveClassRow } from '../../db/schema/index';
import { batchStudentIds } from '../batches/public';
import { rememberCancelledClasses } from '../calendar/public';
import { batchOf } from './dto';

export async function cancelStoppedMentorClasses(
  ctx: Pick<AppContext, 'now'>,
  tx: Tx,
  mentorId: string,
): Promise<CancelledForStudents[]> {
  const now = ctx.now();
  const removed = await tx
    .delete(liveClasses)
    .where(and(eq(liveClasses.hostId, mentorId), eq(liveClasses.status, 'scheduled')))
    .returning();
  await rememberCancelledClasses(tx, removed, now);
  const ended = await tx
    .update(liveClasses)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(and(eq(liveClasses.hostId, mentorId), inArray(liveClasses.status, ['live'])))
    .returning();
  // As ending a class does (lifecycle.ts endNow): whoever is still in it has left now.
  if (ended.length) {
    await tx
      .update(liveClassAttendees)
      .set({ leftAt: now })
      .where(
        and(
          inArray(
            liveClassAttendees.classId,
            ended.map((r) => r.id),
          ),
          isNull(liveClassAttendees.leftAt),
        ),
      );
  }
  const students = new Map<string, string[]>();
  const studentsOf = async (row: LiveClassRow) => {
    const key = `${row.monthYear}|${row.domain}`;
    let ids = students.get(key);
    if (!ids) students.set(key, (ids = await batchStudentIds(tx, batchOf(row))));
    return ids;
  };
  const out: CancelledForStudents[] = [];
  for (const row of [...removed, ...ended]) {
    out.push({
      item: {
        _id: row.id,
        kind: 'live_class',
        title: row.title,
        startTime: row.startTime.toISOString(),
        timezone: row.timezone,
      },
      studentIds: await studentsOf(row),
    });
  }
  return out;
}
