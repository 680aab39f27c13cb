// What waits on each mentor, as the admin's load view shows it (load.ts says why it is kept): their
// open items and how many of those are near breach, counted by the clock job's sweep
// (clock-events.ts) and kept in inbox_mentor_loads. Each mentor is one count over their own
// inbox's read (sources.ts, one range of an index per source).
//
// The snapshot is written whole or not at all: the counts are read first, then one transaction
// upserts a row per mentor counted and removes the rows of mentors nothing waits on any more (the
// view reads no row as 0). A run that fails leaves the last snapshot as it was.
import { notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { inboxClockEvents, inboxMentorLoads } from '../../db/schema/index';
import { mentorBatchesOf } from '../batches/public';
import { PRODUCED_KINDS } from './clock';
import { sourcesUnion } from './sources';

/** One mentor's figures at a sweep. */
export interface MentorLoadCount {
  mentorId: string;
  openItems: number;
  nearBreach: number;
}

/**
 * The item `i` of the sources' union has a warning stored for its wait and no breach: two probes
 * of inbox_clock_events_once_uq (mentor, item, since, threshold). An event's `since` went through a
 * JavaScript Date, to the millisecond, so the wait's start is compared at that precision.
 */
const nearBreach = sql`exists (select 1 from ${inboxClockEvents} w
    where w.mentor_id = i.mentor_id and w.item_id = i.item_id
      and w.since = date_trunc('milliseconds', i.since::timestamptz) and w.threshold = 'warning')
  and not exists (select 1 from ${inboxClockEvents} b
    where b.mentor_id = i.mentor_id and b.item_id = i.item_id
      and b.since = date_trunc('milliseconds', i.since::timestamptz) and b.threshold = 'breach')`;

/** The items waiting on `mentorId` at `now`, and how many of them are near breach. */
export async function countMentorLoad(
  db: Queryable,
  mentorId: string,
  now: Date,
): Promise<MentorLoadCount> {
  const batches = await mentorBatchesOf(db, mentorId);
  const items = sourcesUnion(db, { mentorId, batches, kinds: PRODUCED_KINDS, now });
  if (!items) return { mentorId, openItems: 0, nearBreach: 0 };
  const [row] = rowsOf<{ open_items: number; near_breach: number }>(
    await db.execute(sql`
      select count(*)::int as open_items, (count(*) filter (where ${nearBreach}))::int as near_breach
      from ${items} as i`),
  );
  return { mentorId, openItems: row?.open_items ?? 0, nearBreach: row?.near_breach ?? 0 };
}

/**
 * Counts each of `mentorIds` (the mentors anything waits on) and keeps the figures as the
 * snapshot at `now`: their rows upserted, every other mentor's row removed, in one transaction.
 */
export async function keepMentorLoads(
  db: Queryable,
  mentorIds: readonly string[],
  now: Date,
): Promise<MentorLoadCount[]> {
  const counts: MentorLoadCount[] = [];
  for (const mentorId of [...mentorIds].sort())
    counts.push(await countMentorLoad(db, mentorId, now));
  await db.transaction(async (tx) => {
    await tx.delete(inboxMentorLoads).where(
      counts.length > 0
        ? notInArray(
            inboxMentorLoads.mentorId,
            counts.map((c) => c.mentorId),
          )
        : undefined,
    );
    if (counts.length === 0) return;
    await tx
      .insert(inboxMentorLoads)
      .values(counts.map((c) => ({ ...c, countedAt: now })))
      .onConflictDoUpdate({
        target: inboxMentorLoads.mentorId,
        set: {
          openItems: sql`excluded.open_items`,
          nearBreach: sql`excluded.near_breach`,
          countedAt: sql`excluded.counted_at`,
        },
      });
  });
  return counts;
}
