// The items waiting on one mentor (sources.ts), each with its working-hours clock (clock.ts): the
// kind's target (targets.ts) counted in the mentor's published hours. A resubmission continues the
// clock of the student's work on the task: it started with the first attempt and was paused from
// each review that sent the work back until the next attempt came in.
//
// A page is the items after the cursor in deadline order, ties by when they started waiting and
// then by id (byte order). Within one source of one mentor (one target, one mentor's hours) a later
// `since` is never due earlier, so a source's rows in `since` order are in page order too: each
// source reads from where its rows due at the cursor's deadline start (`startsDueAt`), at most a
// page of them, and the sources are merged here. Resubmissions are the exception (a paused clock
// can be due before an earlier one): every resubmission waiting on the mentor is read and ordered
// here, which is one index range of the mentor's review queue.
import type { InboxItem, InboxPage, OperationQuery } from '@campus/sdk/model';
import { eq, sql } from 'drizzle-orm';
import type { BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { ReadCache } from '../../lib/read-cache';
import { batchAssignments, inboxTargets, mentorAvailability } from '../../db/schema/index';
import { cursorScope, invalidCursorMessage, keysetPage, type Keyset } from '../../lib/cursor';
import { badRequest } from '../../http/errors';
import { inboxItemId } from '../../lib/inbox-items';
import { toPerson } from '../../lib/people';
import {
  PRODUCED_KINDS,
  startsDueAt,
  workingClock,
  WorkingTime,
  type Clock,
  type Pause,
  type ProducedKind,
  type WorkingHours,
} from './clock';
import { questionLink } from '../questions/public';
import { readSources, type SourceBound, type SourceRow } from './sources';
import { targetsOf, type TargetHours } from './targets';

/** Earliest deadline first, then the earliest `since`, then the item's id. */
const inboxKeyset: Keyset = {
  list: 'inbox',
  keys: [
    { expr: sql.raw(`"items"."due_at"`), type: 'timestamptz', dir: 'asc' },
    { expr: sql.raw(`"items"."since"`), type: 'timestamptz', dir: 'asc' },
    { expr: sql.raw(`"items"."item_id" collate "C"`), type: 'text', dir: 'asc' },
  ],
};

/** What every clock of one mentor is counted with. */
export interface MentorClocks {
  time: WorkingTime;
  targets: TargetHours;
}

/** What a mentor's items are read and clocked with: their clocks and their batches. */
interface PageBasis extends MentorClocks {
  batches: BatchRef[];
}

/** An item as read, with its clock. */
export interface ClockedRow {
  row: SourceRow;
  clock: Clock;
}

/** The mentor's published hours (none: plain hours, clock.ts). */
export async function mentorTime(db: Queryable, mentorId: string): Promise<WorkingTime> {
  const [hours] = await db
    .select({
      timezone: mentorAvailability.timezone,
      weeklyHours: mentorAvailability.weeklyHours,
      daysOff: mentorAvailability.daysOff,
    })
    .from(mentorAvailability)
    .where(eq(mentorAvailability.mentorId, mentorId))
    .limit(1);
  return WorkingTime.of(hours ?? null);
}

/** A row's clock: from its since, or for a resubmission from the first attempt, with its pauses. */
export function clockOf(row: SourceRow, m: MentorClocks, now: Date): Clock {
  const since = Date.parse(row.since);
  const history = row.history ?? [];
  const pauses: Pause[] = [];
  history.forEach(([, reviewed], i) => {
    const next = history[i + 1]?.[0] ?? since;
    if (reviewed !== null && reviewed < next) pauses.push({ from: reviewed, to: next });
  });
  return workingClock({
    since: new Date(history[0]?.[0] ?? since),
    targetHours: m.targets[row.kind],
    time: m.time,
    pauses,
    now,
  });
}

/** Page order: deadline, then since (fixed-width text), then id. */
function compare(a: ClockedRow, b: ClockedRow): number {
  const byDue = a.clock.dueAt.getTime() - b.clock.dueAt.getTime();
  if (byDue !== 0) return byDue;
  if (a.row.since !== b.row.since) return a.row.since < b.row.since ? -1 : 1;
  return a.row.itemId < b.row.itemId ? -1 : a.row.itemId > b.row.itemId ? 1 : 0;
}

/** The one thing to do about an item: where the existing screens do it. */
function actionOf(r: SourceRow): InboxItem['action'] {
  switch (r.kind) {
    case 'review':
      return { label: 'Review', path: `/mentor-dashboard/review/${r.taskId}/${r.ref}` };
    case 'resubmission':
      return { label: 'Review again', path: `/mentor-dashboard/review/${r.taskId}/${r.ref}` };
    case 'booking_request':
      return { label: 'Answer request', path: '/mentor-sessions' };
    case 'message':
      return { label: 'Reply', path: `/messages/${r.ref}` };
    case 'question':
      return { label: 'Answer', path: questionLink(r.ref) };
    case 'risk_flag':
      return { label: 'Open radar', path: '/radar' };
  }
}

export function toItem({ row: r, clock }: ClockedRow): InboxItem {
  const item: InboxItem = {
    id: inboxItemId(r.kind, r.ref),
    kind: r.kind,
    who: toPerson({
      id: r.studentId,
      name: r.name,
      role: 'student',
      profileImageUrl: r.profileImageUrl,
    }),
    what: r.what,
    since: new Date(Date.parse(r.since)).toISOString(),
    dueAt: clock.dueAt.toISOString(),
    state: clock.state,
    action: actionOf(r),
  };
  if (r.monthYear && r.domain) item.batch = { monthYear: r.monthYear, domain: r.domain };
  if (r.taskId) item.taskId = r.taskId;
  return item;
}

/** The kinds a filter leaves: one, or every kind the inbox produces. */
function kindsOf(kind: OperationQuery<'listInbox'>['kind']): readonly ProducedKind[] {
  if (kind === undefined) return PRODUCED_KINDS;
  return PRODUCED_KINDS.filter((k) => k === kind);
}

export class InboxItems {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
    /** Where a page's basis is kept a moment (ctx.reads; absent, read on every page). */
    private readonly kept?: ReadCache<PageBasis>,
  ) {}

  /**
   * What a mentor's items are read and clocked with, in one statement: their hours, the targets and
   * the batches they mentor (mentorBatchesOf's). Each changes rarely.
   */
  private async readBasis(mentorId: string): Promise<PageBasis> {
    const [row] = rowsOf<{
      hours: WorkingHours | null;
      targets: { kind: string; hours: number }[];
      batches: [string, string][];
    }>(
      await this.db.execute(sql`
        select
          (select json_build_object('timezone', m.timezone, 'weeklyHours', m.weekly_hours,
              'daysOff', m.days_off)
            from ${mentorAvailability} m where m.mentor_id = ${mentorId}) as hours,
          (select coalesce(json_agg(json_build_object('kind', t.kind, 'hours', t.hours)), '[]')
            from ${inboxTargets} t) as targets,
          (select coalesce(json_agg(json_build_array(b.month_year, b.domain)), '[]')
            from (select distinct month_year, domain from ${batchAssignments}
              where mentor_id = ${mentorId}) b) as batches`),
    );
    return {
      time: WorkingTime.of(row?.hours ?? null),
      targets: targetsOf(row?.targets ?? []),
      batches: (row?.batches ?? []).map(([monthYear, domain]) => ({ monthYear, domain })),
    };
  }

  /**
   * A page's basis, kept with the instance's hot reads (lib/read-cache.ts): every page of every
   * mentor asks for it. An item read for a change just made (`item`) reads it afresh.
   */
  private basis(mentorId: string): Promise<PageBasis> {
    return this.kept
      ? this.kept.get(mentorId, () => this.readBasis(mentorId))
      : this.readBasis(mentorId);
  }

  /** A page of `mentorId`'s inbox under the filters (access is the caller's to check). */
  async page(mentorId: string, f: OperationQuery<'listInbox'>): Promise<InboxPage> {
    const scope = cursorScope({ ...f, mentor: mentorId });
    const page = keysetPage(inboxKeyset, scope, { cursor: f.cursor, pageSize: f.pageSize ?? 20 });
    const now = this.now();
    const m = await this.basis(mentorId);
    const kinds = kindsOf(f.kind);
    const [due, since, itemId] = page.from ?? [];
    // The keys' forms were checked; a date that does not exist (a hand-made cursor) is refused too.
    if (page.from && [due, since].some((t) => Number.isNaN(Date.parse(t!))))
      throw badRequest(invalidCursorMessage);
    const bounds: Partial<Record<ProducedKind, SourceBound>> = {};
    const limits: Partial<Record<ProducedKind, number>> = {};
    for (const kind of kinds) {
      if (kind === 'resubmission') continue;
      limits[kind] = page.limit;
      if (due !== undefined && since !== undefined && itemId !== undefined) {
        const { from, to } = startsDueAt(new Date(due), m.targets[kind], m.time);
        bounds[kind] = { from: from.toISOString(), to: to.toISOString(), since, itemId };
      }
    }
    const rows = await readSources(this.db, {
      mentorId,
      batches: m.batches,
      kinds,
      ...(f.monthYear !== undefined ? { monthYear: f.monthYear } : {}),
      ...(f.domain !== undefined ? { domain: f.domain } : {}),
      bounds,
      limits,
      now,
    });
    const cursor = page.from
      ? ({
          row: { since, itemId } as SourceRow,
          clock: { dueAt: new Date(due!) } as Clock,
        } satisfies ClockedRow)
      : undefined;
    const ordered = rows
      .map((row) => ({ row, clock: clockOf(row, m, now) }))
      .filter((x) => !cursor || compare(x, cursor) > 0)
      .sort(compare)
      .slice(0, page.limit);
    const { items, nextCursor, pageSize } = page.finish(ordered, (x) => [
      x.clock.dueAt.toISOString(),
      x.row.since,
      x.row.itemId,
    ]);
    return { items: items.map(toItem), nextCursor, pageSize };
  }

  /** One item of `mentorId`'s inbox by its id, or null when it no longer waits on them. */
  async item(mentorId: string, itemId: string): Promise<InboxItem | null> {
    const colon = itemId.indexOf(':');
    const kind = PRODUCED_KINDS.find((k) => k === itemId.slice(0, colon));
    if (!kind) return null;
    const now = this.now();
    const m = await this.readBasis(mentorId);
    const [row] = await readSources(this.db, {
      mentorId,
      batches: m.batches,
      kinds: [kind],
      ref: itemId.slice(colon + 1),
      limits: { [kind]: 1 },
      now,
    });
    return row ? toItem({ row, clock: clockOf(row, m, now) }) : null;
  }

  /**
   * Every item waiting on `mentorId` that has not breached yet (no breach stored for its wait),
   * with its clock, in no order: the clock job's read. With `dueFrom`, only the items due at or
   * after it: an item without pauses (every kind but resubmissions) started before the earliest
   * start due then (`startsDueAt`) was due before, so each source reads one range of its index from
   * that start, and the read grows with the items still running to their deadline, not with a
   * backlog already past it.
   */
  async open(
    mentorId: string,
    targets: TargetHours,
    now: Date,
    dueFrom?: Date,
  ): Promise<ClockedRow[]> {
    const m = { time: await mentorTime(this.db, mentorId), targets };
    const startedFrom: Partial<Record<ProducedKind, string>> = {};
    if (dueFrom) {
      for (const kind of PRODUCED_KINDS) {
        if (kind === 'resubmission') continue;
        startedFrom[kind] = startsDueAt(dueFrom, m.targets[kind], m.time).from.toISOString();
      }
    }
    const rows = await readSources(this.db, {
      mentorId,
      kinds: PRODUCED_KINDS,
      unbreached: true,
      startedFrom,
      now,
    });
    return rows.map((row) => ({ row, clock: clockOf(row, m, now) }));
  }
}
