// The radar's recomputation: the job takes the students marked in radar_dirty, reads their facts
// (signals.ts), applies the rules (rules.ts) under their programme's thresholds, and opens, updates
// or clears their flags, in one transaction per claimed set. The claim is a DELETE … RETURNING of
// rows locked with SKIP LOCKED, so two instances never take the same student; if the work fails, the
// transaction rolls back and the marks are there for the next run. A student marked again while
// their set is being worked on waits on the row lock and is marked anew after the commit: the later
// event is never lost.
import type { RadarReason } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { radarFlags, type StoredRadarReason } from '../../db/schema/index';
import { reasonsFor } from './rules';
import { readSignals } from './signals';
import { rowsOf } from '../../db/rows-of';
import { thresholdsFor } from './thresholds';

/** How many marked students one transaction takes. */
export const CLAIM_SIZE = 500;

/** A flag that opened, changed its reasons (or batch) or cleared, with whom to tell. */
export interface FlagChange {
  flagId: string;
  mentorIds: string[];
  /** It opened with this change (it is new in the mentors' inboxes). */
  opened: boolean;
}

/** What tells a flag apart for its readers: which rules hold, about what, in which batch. */
const identity = (reasons: RadarReason[], batch: string) =>
  JSON.stringify([batch, reasons.map((r) => [r.rule, r.link.kind, r.link.id])]);

/** All that is stored of the reasons, in a fixed order (jsonb does not keep the keys' order). */
const wording = (reasons: RadarReason[], batch: string) =>
  JSON.stringify([batch, reasons.map((r) => [r.rule, r.text, r.link.kind, r.link.id])]);

interface OpenRow {
  id: string;
  student_id: string;
  batch: string;
  reasons: RadarReason[];
}

/** Claims up to `limit` marked students and recomputes their flags; answers the changes. */
export async function recomputeClaimed(
  db: Db,
  now: Date,
  limit = CLAIM_SIZE,
): Promise<{ claimed: number; changes: FlagChange[] }> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf<{ student_id: string }>(
      await tx.execute(sql`
        delete from radar_dirty where student_id in (
          select student_id from radar_dirty order by marked_at
          limit ${limit} for update skip locked)
        returning student_id`),
    ).map((r) => r.student_id);
    return { claimed: claimed.length, changes: await recompute(tx, claimed, now) };
  });
}

/** Recomputes the flags of these students (those not students in a batch lose any open flag). */
export async function recompute(
  tx: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<FlagChange[]> {
  if (ids.length === 0) return [];
  const signals = await readSignals(tx, ids, now);
  const thresholds = await thresholdsFor(
    tx,
    signals.map((s) => s.programSlug),
  );
  const open = new Map(
    rowsOf<OpenRow>(
      await tx.execute(sql`
        select id, student_id, batch_month_year || ' ' || batch_domain as batch, reasons
        from radar_flags
        where student_id = any(${sql.param([...ids])}::uuid[]) and cleared_at is null
        for update`),
    ).map((r) => [r.student_id, r]),
  );

  const opened: (typeof radarFlags.$inferInsert)[] = [];
  const updated: {
    id: string;
    reasons: StoredRadarReason[];
    s: (typeof signals)[number];
    announced: boolean;
  }[] = [];
  const cleared: string[] = [];
  const judged = new Set<string>();
  for (const s of signals) {
    judged.add(s.studentId);
    const reasons = reasonsFor(s, thresholds(s.programSlug), now);
    const flag = open.get(s.studentId);
    const batch = `${s.batch.monthYear} ${s.batch.domain}`;
    if (reasons.length === 0) {
      if (flag) cleared.push(flag.id);
    } else if (!flag) {
      opened.push({
        studentId: s.studentId,
        batchMonthYear: s.batch.monthYear,
        batchDomain: s.batch.domain,
        reasons,
        raisedAt: now,
        updatedAt: now,
      });
    } else if (wording(flag.reasons, flag.batch) !== wording(reasons, batch)) {
      // A new count of days rewrites the words; only other rules, links or a batch tell anyone.
      const announced = identity(flag.reasons, flag.batch) !== identity(reasons, batch);
      updated.push({ id: flag.id, reasons, s, announced });
    }
  }
  // A student no longer a student in a batch (role changed, batch left) has nobody to be flagged to.
  for (const [studentId, flag] of open) if (!judged.has(studentId)) cleared.push(flag.id);

  const changed: string[] = [];
  const raised = new Set<string>();
  if (opened.length) {
    const rows = await tx.insert(radarFlags).values(opened).returning({ id: radarFlags.id });
    changed.push(...rows.map((r) => r.id));
    for (const r of rows) raised.add(r.id);
  }
  if (updated.length) {
    await tx.execute(sql`
      update radar_flags f set
        reasons = v.reasons::jsonb,
        batch_month_year = v.month_year,
        batch_domain = v.domain,
        updated_at = case when v.announced then ${now.toISOString()}::timestamptz else f.updated_at end
      from unnest(
        ${sql.param(updated.map((u) => u.id))}::uuid[],
        ${sql.param(updated.map((u) => JSON.stringify(u.reasons)))}::text[],
        ${sql.param(updated.map((u) => u.s.batch.monthYear))}::text[],
        ${sql.param(updated.map((u) => u.s.batch.domain))}::text[],
        ${sql.param(updated.map((u) => u.announced))}::boolean[]
      ) as v(id, reasons, month_year, domain, announced)
      where f.id = v.id`);
    changed.push(...updated.filter((u) => u.announced).map((u) => u.id));
  }
  if (cleared.length) {
    await tx.execute(sql`
      update radar_flags set cleared_at = ${now.toISOString()}::timestamptz
      where id = any(${sql.param(cleared)}::uuid[])`);
    changed.push(...cleared);
  }
  return (await mentorsOf(tx, changed)).map((c) => ({ ...c, opened: raised.has(c.flagId) }));
}

/** Each changed flag with the mentors of its batch (batch_mentors: those who work in it). */
async function mentorsOf(tx: Queryable, flagIds: string[]): Promise<Omit<FlagChange, 'opened'>[]> {
  if (flagIds.length === 0) return [];
  const rows = rowsOf<{ id: string; mentors: string[] | null }>(
    await tx.execute(sql`
      select f.id, array_agg(bm.mentor_id::text) filter (where bm.mentor_id is not null) as mentors
      from radar_flags f
      left join batch_mentors bm
        on bm.month_year = f.batch_month_year and bm.domain = f.batch_domain
      where f.id = any(${sql.param(flagIds)}::uuid[])
      group by f.id`),
  );
  return rows.map((r) => ({ flagId: r.id, mentorIds: r.mentors ?? [] }));
}
