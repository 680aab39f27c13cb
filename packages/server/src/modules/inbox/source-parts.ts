// The pieces every inbox source is built from (sources.ts): the cursor's bound and the query a read
// asks, the columns each source selects, and the filters they share. A read's values are either
// themselves or, in the statement prepared once for the read's shape (sources.ts `readSources`),
// placeholders filled when it runs.
import { and, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { inboxClockEvents, users } from '../../db/schema/index';
import type { BatchRef } from '../../context';
import { askedBefore } from '../questions/public';
import { PRODUCED_KINDS, type ProducedKind } from './clock';

/** A message's first characters, as `what` shows it. */
export const WHAT_LENGTH = 140;

/** A value of a read: itself, or its placeholder in a statement prepared for the read's shape. */
export type Val<T> = T | Placeholder;

/**
 * Rows of one source after a cursor: those that started waiting after `to`, and those from `from`
 * to `to` (due at the cursor's deadline) that come after the cursor's `since` and item id. The
 * instants are ISO 8601 text.
 */
export interface SourceBound {
  from: Val<string>;
  to: Val<string>;
  since: Val<string>;
  itemId: Val<string>;
}

/** What one read asks for: whose items, which, from where on and how many. */
export interface SourceQuery {
  /** Whose items; absent, every mentor's (the admin's load view), each row naming its mentor. */
  mentorId?: Val<string>;
  /** The batches of `mentorId` (its questions' batches); readSources reads them when absent. */
  batches?: readonly BatchRef[];
  kinds: readonly ProducedKind[];
  monthYear?: Val<string>;
  domain?: Val<string>;
  /** Per kind, where its rows start; a kind without one is read from its first row. */
  bounds?: Partial<Record<ProducedKind, SourceBound>>;
  /** Only the item of this record (a submission, booking or student id). */
  ref?: Val<string>;
  /** Per kind, at most this many rows; absent for a kind, all of them. */
  limits?: Partial<Record<ProducedKind, number>>;
  /**
   * Only items whose breach is not stored yet (the clock job's read): an item past its deadline
   * has crossed both thresholds and is not read again while it waits in the same wait.
   */
  unbreached?: boolean;
  /** Per kind, only items that started waiting at or after this instant (ISO 8601). */
  startedFrom?: Partial<Record<ProducedKind, Val<string>>>;
  now: Date;
  /**
   * Built for a prepared statement: `now`, the instants derived from it and the batches' values are
   * the placeholders of `SLOTS`, not the values above.
   */
  slotted?: boolean;
}

/** The placeholders of a prepared read for the values that are not fields of SourceQuery. */
export const SLOTS = {
  now: sql.placeholder('now'),
  askedBy: sql.placeholder('askedBy'),
  batchMonthYears: sql.placeholder('batchMonthYears'),
  batchDomains: sql.placeholder('batchDomains'),
};

/** One source's rows, all with the same columns so they can be one union. */
export function columns(
  kind: ProducedKind,
  mentor: SQL | Column,
  ref: Column,
  taskId: SQL,
  what: SQL,
  since: Column,
  history: SQL,
) {
  return {
    kind: sql<ProducedKind>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    mentorId: sql<string>`${mentor}::uuid`.as('mentor_id'),
    itemId: sql<string>`${sql.raw(`'${kind}:'`)} || ${ref}::text`.as('item_id'),
    ref: sql<string>`${ref}::text`.as('ref'),
    taskId: sql<string | null>`${taskId}`.as('task_id'),
    what: sql<string>`${what}`.as('what'),
    // To the microsecond, fixed width: it orders as text and breaks ties between equal deadlines.
    since: sql<string>`to_char(${since} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
      'since',
    ),
    history: sql<Array<[number, number | null]> | null>`${history}`.as('history'),
    studentId: sql<string>`${users.id}`.as('student_id'),
    name: sql<string>`${users.name}`.as('name'),
    profileImageUrl: sql<string | null>`${users.profileImageUrl}`.as('profile_image_url'),
    monthYear: sql<string | null>`${users.batchMonthYear}`.as('month_year'),
    domain: sql<string | null>`${users.batchDomain}`.as('domain'),
  };
}

/** Where one source's rows start: at the kind's `startedFrom`, and after the cursor's bound. */
export function afterBound(kind: ProducedKind, since: Column, ref: Column, q: SourceQuery) {
  const started = q.startedFrom?.[kind];
  const b = q.bounds?.[kind];
  const ts = (v: Val<string>) => sql`cast(${v} as timestamptz)`;
  const from = started !== undefined ? sql`${since} >= ${ts(started)}` : undefined;
  if (!b) return from;
  const itemId = sql`${sql.raw(`'${kind}:'`)} || ${ref}::text`;
  const at = ts(b.since);
  return and(
    from,
    sql`${since} >= ${ts(b.from)} and (${since} > ${ts(b.to)} or ${since} > ${at} or (${since} = ${at} and ${itemId} collate "C" > ${b.itemId}))`,
  );
}

/**
 * The item has no stored breach for this wait: one probe of inbox_clock_events_once_uq (mentor,
 * item, since, threshold) per item. An event's `since` went through a JavaScript Date, to the
 * millisecond, so the wait's start is compared at that precision.
 */
export function notBreached(
  kind: ProducedKind,
  mentor: SQL | Column,
  ref: Column,
  since: Column,
  q: SourceQuery,
) {
  if (!q.unbreached) return undefined;
  return sql`not exists (select 1 from ${inboxClockEvents} as e where e.mentor_id = ${mentor}
    and e.item_id = ${sql.raw(`'${kind}:'`)} || ${ref}::text
    and e.since = date_trunc('milliseconds', ${since}) and e.threshold = 'breach')`;
}

/** The source's mentor column is the one asked for, when one is. */
export const mentorIs = (mentor: SQL | Column, q: SourceQuery) =>
  q.mentorId !== undefined ? sql`${mentor} = ${q.mentorId}` : undefined;

export const limited = <T extends { limit: (n: number) => unknown }>(
  query: T,
  n: number | undefined,
) => (n === undefined ? query : query.limit(n)) as T;

export function ofBatch(q: SourceQuery): SQL | undefined {
  return and(
    q.monthYear !== undefined ? eq(users.batchMonthYear, q.monthYear) : undefined,
    q.domain !== undefined ? eq(users.batchDomain, q.domain) : undefined,
  );
}

/** Which of a read's values it carries, its kinds and limits: what its statement's text depends on. */
export function shapeOf(q: SourceQuery): string {
  return JSON.stringify([
    q.mentorId !== undefined,
    q.kinds,
    q.monthYear !== undefined,
    q.domain !== undefined,
    q.ref !== undefined,
    q.unbreached === true,
    q.batches === undefined ? null : q.batches.length > 0,
    PRODUCED_KINDS.map((k) => [
      q.bounds?.[k] !== undefined,
      q.startedFrom?.[k] !== undefined,
      q.limits?.[k] ?? null,
    ]),
  ]);
}

/** The read of `shape` with each of its values a placeholder (`valuesOf` fills them). */
export function slotted(q: SourceQuery): SourceQuery {
  const slot = (name: string) => sql.placeholder(name);
  const bounds: SourceQuery['bounds'] = {};
  const startedFrom: SourceQuery['startedFrom'] = {};
  for (const kind of PRODUCED_KINDS) {
    if (q.startedFrom?.[kind] !== undefined) startedFrom[kind] = slot(`${kind}_started`);
    if (q.bounds?.[kind])
      bounds[kind] = {
        from: slot(`${kind}_from`),
        to: slot(`${kind}_to`),
        since: slot(`${kind}_since`),
        itemId: slot(`${kind}_item`),
      };
  }
  return {
    ...q,
    ...(q.mentorId !== undefined ? { mentorId: slot('mentor') } : {}),
    ...(q.monthYear !== undefined ? { monthYear: slot('monthYear') } : {}),
    ...(q.domain !== undefined ? { domain: slot('domain') } : {}),
    ...(q.ref !== undefined ? { ref: slot('ref') } : {}),
    bounds,
    startedFrom,
    slotted: true,
  };
}

/** The values of a read by the names `slotted` and SLOTS give their placeholders. */
export function valuesOf(q: SourceQuery): Record<string, unknown> {
  const values: Record<string, unknown> = {
    mentor: q.mentorId,
    monthYear: q.monthYear,
    domain: q.domain,
    ref: q.ref,
    now: q.now.toISOString(),
    askedBy: askedBefore(q.now),
    batchMonthYears: q.batches?.map((b) => b.monthYear) ?? [],
    batchDomains: q.batches?.map((b) => b.domain) ?? [],
  };
  for (const kind of PRODUCED_KINDS) {
    values[`${kind}_started`] = q.startedFrom?.[kind];
    const b = q.bounds?.[kind];
    if (!b) continue;
    values[`${kind}_from`] = b.from;
    values[`${kind}_to`] = b.to;
    values[`${kind}_since`] = b.since;
    values[`${kind}_item`] = b.itemId;
  }
  return values;
}
