// Each mentor's load, as the admin's load view shows it (load.ts says why it is kept), counted by the
// clock job's sweep (clock-events.ts) and kept in inbox_mentor_loads, one statement per mentor:
// - for each mentor anything waits on, their open items and how many of those are near breach: a
//   count over their own inbox's read (sources.ts, one range of an index per source);
// - for every working mentor and every mentor waited on, their breaches of the last
//   BREACH_WINDOW_MS (a range of inbox_clock_events_mentor_breaches_idx) and the median time to
//   their first reviews of the last RESPONSE_WINDOW_MS (a range of task_feedback_by_at_idx, each
//   review the first of its attempt when task_feedback_submission_idx has none before it, and its
//   submission's primary key). A mentor nothing waits on is still counted: the view sorts every
//   mentor by these figures.
//
// The snapshot is written whole or not at all: the figures are read first, then one transaction
// upserts a row per mentor counted and removes every other row (the view reads no row as 0 and no
// median). A run that fails leaves the last snapshot as it was.
import { notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { inboxClockEvents, inboxMentorLoads } from '../../db/schema/index';
import { workingMentorRowSql } from '../../lib/mentor-review';
import { mentorBatchesOf } from '../batches/public';
import { PRODUCED_KINDS } from './clock';
import { sourcesUnion } from './sources';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Breaches counted: those of the last 7 days. */
export const BREACH_WINDOW_MS = 7 * DAY_MS;
/** First reviews the median is taken over: those of the last 28 days. */
export const RESPONSE_WINDOW_MS = 28 * DAY_MS;

/** One mentor's figures at a sweep. */
export interface MentorLoadCount {
  mentorId: string;
  openItems: number;
  nearBreach: number;
  breaches: number;
  /** The median minutes to a first review, null without one. */
  medianMinutes: number | null;
}

interface FiguresRow {
  open_items: number;
  near_breach: number;
  breaches: number;
  median_minutes: number | null;
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

/** `mentorId`'s breaches and median first response at `now`, as the select list's two columns. */
function recordOf(mentorId: string, now: Date): SQL {
  const breachesFrom = new Date(now.getTime() - BREACH_WINDOW_MS).toISOString();
  const reviewsFrom = new Date(now.getTime() - RESPONSE_WINDOW_MS).toISOString();
  return sql`(select count(*)::int from ${inboxClockEvents} e
      where e.mentor_id = ${mentorId} and e.threshold = 'breach'
        and e.crossed_at > ${breachesFrom}::timestamptz) as breaches,
    (select round(percentile_cont(0.5) within group (
        order by extract(epoch from f.at - s.submitted_at)) / 60)::int
      from task_feedback f join task_submissions s on s.id = f.submission_id
      where f.by_id = ${mentorId} and f.at > ${reviewsFrom}::timestamptz
        and not exists (select 1 from task_feedback p
          where p.submission_id = f.submission_id and p.at < f.at)) as median_minutes`;
}

/**
 * `mentorId`'s figures at `now`: with `waitedOn`, the items waiting on them and how many of them
 * are near breach (else none), and always their breaches and median first response.
 */
export async function countMentorLoad(
  db: Queryable,
  mentorId: string,
  now: Date,
  waitedOn = true,
): Promise<MentorLoadCount> {
  const record = recordOf(mentorId, now);
  const items = waitedOn
    ? sourcesUnion(db, {
        mentorId,
        batches: await mentorBatchesOf(db, mentorId),
        kinds: PRODUCED_KINDS,
        now,
      })
    : undefined;
  const [row] = rowsOf<FiguresRow>(
    await db.execute(
      items
        ? sql`select count(*)::int as open_items,
              (count(*) filter (where ${nearBreach}))::int as near_breach, ${record}
            from ${items} as i`
        : sql`select 0 as open_items, 0 as near_breach, ${record}`,
    ),
  );
  return {
    mentorId,
    openItems: row?.open_items ?? 0,
    nearBreach: row?.near_breach ?? 0,
    breaches: row?.breaches ?? 0,
    medianMinutes: row?.median_minutes ?? null,
  };
}

/**
 * Counts every working mentor and each of `waitedOn` (the mentors anything waits on) and keeps the
 * figures as the snapshot at `now`: their rows upserted, every other row removed, in one
 * transaction.
 */
export async function keepMentorLoads(
  db: Queryable,
  waitedOn: readonly string[],
  now: Date,
): Promise<MentorLoadCount[]> {
  const working = rowsOf<{ id: string }>(
    await db.execute(sql`select u.id from users u where ${workingMentorRowSql('u')}`),
  );
  const waiting = new Set(waitedOn);
  const mentorIds = [...new Set([...waitedOn, ...working.map((r) => r.id)])].sort();
  const counts: MentorLoadCount[] = [];
  for (const mentorId of mentorIds)
    counts.push(await countMentorLoad(db, mentorId, now, waiting.has(mentorId)));
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
          breaches: sql`excluded.breaches`,
          medianMinutes: sql`excluded.median_minutes`,
          countedAt: sql`excluded.counted_at`,
        },
      });
  });
  return counts;
}
