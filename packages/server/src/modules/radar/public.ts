// What other areas ask of the radar: a mentor's message to a student is the first contact of the
// student's open flag (messages/send.ts records it in the message's transaction).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { inboxItemId, type InboxChange } from '../../lib/inbox-items';
import { rowsOf } from '../../db/rows-of';

/**
 * Records `mentorId`'s message to `studentId` at `at` as the first contact of the student's open
 * flag, when the flag has none yet and the mentor works in its batch (batch_mentors, the radar's
 * roster). Answers the inbox items it ends: the flag waited on every mentor of the batch.
 */
export async function recordFirstContact(
  tx: Queryable,
  mentorId: string,
  studentId: string,
  at: Date,
): Promise<InboxChange[]> {
  const rows = rowsOf<{ id: string; mentors: string[] | null }>(
    await tx.execute(sql`
      update radar_flags f set first_contact_at = ${at.toISOString()}::timestamptz,
        first_contact_by_id = ${mentorId}
      where f.student_id = ${studentId} and f.cleared_at is null and f.first_contact_at is null
        and exists (select 1 from batch_mentors bm where bm.mentor_id = ${mentorId}
          and bm.month_year = f.batch_month_year and bm.domain = f.batch_domain)
      returning f.id, (select array_agg(bm.mentor_id::text) from batch_mentors bm
        where bm.month_year = f.batch_month_year and bm.domain = f.batch_domain) as mentors`),
  );
  return rows.flatMap((r) =>
    (r.mentors ?? []).map((mentor) => ({
      mentorId: mentor,
      itemId: inboxItemId('risk_flag', r.id),
      was: true,
    })),
  );
}
