// The items waiting on one mentor, read from their own records (nothing is copied, so the inbox
// cannot drift from the work): attempts in the mentor's review queue (first reviews and
// resubmissions, tasks' `awaitingReviewBy`), pending one-to-one requests to the mentor, and
// conversations that wait on the mentor's reply with a student.
//
// A page is one union: from each source, the rows after the cursor in deadline order, at most a
// page of them, each one range of an index that holds the source in that order
// (task_submissions_mentor_queue_idx, bookings_mentor_requests_idx, conversations_waiting_idx);
// the union is sorted and cut to the page. Within a source the deadline is `since` plus the kind's
// target, so ordering by `since` is ordering by deadline. Ties in the deadline are broken by the
// item's id (byte order, `collate "C"`), which also orders two sources' items due at one instant.
// The kind and batch filters drop sources and rows along those ranges.
import type { InboxItem, InboxPage, OperationQuery } from '@campus/sdk/model';
import { and, asc, eq, gt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  bookings,
  conversations,
  privateMessages,
  tasks,
  taskSubmissions,
  users,
} from '../../db/schema/index';
import { cursorScope, keysetKeys, keysetOrder, keysetPage, type Keyset } from '../../lib/cursor';
import { inboxItemId } from '../../lib/inbox-items';
import { toPerson } from '../../lib/people';
import { awaitingReviewBy } from '../tasks/public';
import { clockState, TARGET_HOURS, type ProducedKind } from './clock';

/** Earliest deadline first, ties by the item's id: the union's columns (see `read`). */
const inboxKeyset: Keyset = {
  list: 'inbox',
  keys: [
    { expr: sql.raw(`"items"."due_at"`), type: 'timestamptz', dir: 'asc' },
    { expr: sql.raw(`"items"."item_id" collate "C"`), type: 'text', dir: 'asc' },
  ],
};

const KINDS: readonly ProducedKind[] = ['review', 'resubmission', 'booking_request', 'message'];

/** A message's first characters, as `what` shows it. */
const WHAT_LENGTH = 140;

/** What one read asks for: whose items, which, from where on and how many. */
export interface ItemQuery {
  mentorId: string;
  kinds: readonly ProducedKind[];
  monthYear?: string;
  domain?: string;
  /** The cursor's deadline and item id: only items after them. */
  after?: readonly string[];
  /** Only the item of this record (a submission, booking or student id). */
  ref?: string;
  limit: number;
  now: Date;
}

/** One source's rows, all with the same columns so they can be one union. */
function columns(kind: ProducedKind, ref: Column, taskId: SQL, what: SQL, since: Column) {
  return {
    kind: sql<ProducedKind>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    itemId: sql<string>`${sql.raw(`'${kind}:'`)} || ${ref}::text`.as('item_id'),
    ref: sql<string>`${ref}::text`.as('ref'),
    taskId: sql<string | null>`${taskId}`.as('task_id'),
    what: sql<string>`${what}`.as('what'),
    since: sql`${since}`.as('since'),
    dueAt: sql`${since} + ${target(kind)}`.as('due_at'),
    studentId: sql<string>`${users.id}`.as('student_id'),
    name: sql<string>`${users.name}`.as('name'),
    profileImageUrl: sql<string | null>`${users.profileImageUrl}`.as('profile_image_url'),
    monthYear: sql<string | null>`${users.batchMonthYear}`.as('month_year'),
    domain: sql<string | null>`${users.batchDomain}`.as('domain'),
  };
}

const target = (kind: ProducedKind) => sql.raw(`interval '${TARGET_HOURS[kind]} hours'`);

/**
 * The rows of one source after the cursor: (since + target, item id) > (due, id), written so the
 * index's range on `since` starts at the cursor (`since >= due - target`) and only rows at that
 * very instant compare their ids.
 */
function afterCursor(kind: ProducedKind, since: Column, ref: Column, after?: readonly string[]) {
  if (!after) return undefined;
  const [due, id] = after;
  const from = sql`cast(${due} as timestamptz) - ${target(kind)}`;
  const itemId = sql`${sql.raw(`'${kind}:'`)} || ${ref}::text`;
  return sql`${since} >= ${from} and (${since} > ${from} or ${itemId} collate "C" > ${id})`;
}

function ofBatch(q: ItemQuery): SQL | undefined {
  return and(
    q.monthYear !== undefined ? eq(users.batchMonthYear, q.monthYear) : undefined,
    q.domain !== undefined ? eq(users.batchDomain, q.domain) : undefined,
  );
}

function submissionSource(db: Queryable, kind: 'review' | 'resubmission', q: ItemQuery) {
  const s = taskSubmissions;
  return db
    .select(columns(kind, s.id, sql`${tasks.id}`, sql`${tasks.title}`, s.submittedAt))
    .from(s)
    .innerJoin(tasks, eq(tasks.id, s.taskId))
    .innerJoin(users, eq(users.id, s.studentId))
    .where(
      and(
        awaitingReviewBy(q.mentorId),
        kind === 'review' ? sql`${s.attempt} = 1` : sql`${s.attempt} > 1`,
        ofBatch(q),
        afterCursor(kind, s.submittedAt, s.id, q.after),
        q.ref !== undefined ? eq(s.id, q.ref) : undefined,
      ),
    )
    .orderBy(asc(s.submittedAt), asc(s.id))
    .limit(q.limit);
}

function bookingSource(db: Queryable, q: ItemQuery) {
  const b = bookings;
  const kind = 'booking_request';
  return db
    .select(columns(kind, b.id, sql`null::uuid`, sql`${b.topic}`, b.createdAt))
    .from(b)
    .innerJoin(users, eq(users.id, b.studentId))
    .where(
      and(
        eq(b.mentorId, q.mentorId),
        // The partial index's predicate, literally; a request whose start has passed has expired.
        sql`${b.kind} = 'one_to_one' and ${b.status} = 'pending'`,
        gt(b.startTime, q.now),
        ofBatch(q),
        afterCursor(kind, b.createdAt, b.id, q.after),
        q.ref !== undefined ? eq(b.id, q.ref) : undefined,
      ),
    )
    .orderBy(asc(b.createdAt), asc(b.id))
    .limit(q.limit);
}

function messageSource(db: Queryable, q: ItemQuery) {
  const cv = conversations;
  const kind = 'message';
  const student = sql`case when ${cv.userLow} = ${q.mentorId} then ${cv.userHigh} else ${cv.userLow} end`;
  return db
    .select(
      columns(
        kind,
        users.id,
        sql`null::uuid`,
        sql`left(${privateMessages.body}, ${sql.raw(String(WHAT_LENGTH))})`,
        cv.waitingSince,
      ),
    )
    .from(cv)
    .innerJoin(users, eq(users.id, student))
    .innerJoin(privateMessages, eq(privateMessages.id, cv.lastMessageId))
    .where(
      and(
        eq(cv.waitingOn, q.mentorId),
        eq(users.role, 'student'),
        ofBatch(q),
        afterCursor(kind, cv.waitingSince, users.id, q.after),
        q.ref !== undefined ? eq(users.id, q.ref) : undefined,
      ),
    )
    .orderBy(asc(cv.waitingSince), asc(users.id))
    .limit(q.limit);
}

type Source =
  | ReturnType<typeof submissionSource>
  | ReturnType<typeof bookingSource>
  | ReturnType<typeof messageSource>;

function source(db: Queryable, kind: ProducedKind, q: ItemQuery): Source {
  switch (kind) {
    case 'review':
    case 'resubmission':
      return submissionSource(db, kind, q);
    case 'booking_request':
      return bookingSource(db, q);
    case 'message':
      return messageSource(db, q);
  }
}

/** A column of the union (`items`), by the name `columns` gives it. */
const col = (name: string) => sql.raw(`"items"."${name}"`);

/**
 * The page's rows in deadline order: the sources' next rows, merged and cut to `limit`. The
 * sources read different tables, which drizzle's typed set operators refuse, so the union is
 * written out; `columns` gives every source the same columns in the same order.
 */
async function read(db: Queryable, q: ItemQuery) {
  const sources = q.kinds.map((k) => sql`(${source(db, k, q).getSQL()})`);
  if (sources.length === 0) return [];
  return db
    .select({
      kind: sql<ProducedKind>`${col('kind')}`,
      ref: sql<string>`${col('ref')}`,
      taskId: sql<string | null>`${col('task_id')}`,
      what: sql<string>`${col('what')}`,
      sinceMs: sql<number>`(extract(epoch from ${col('since')}) * 1000)::float8`.mapWith(Number),
      dueMs: sql<number>`(extract(epoch from ${col('due_at')}) * 1000)::float8`.mapWith(Number),
      studentId: sql<string>`${col('student_id')}`,
      name: sql<string>`${col('name')}`,
      profileImageUrl: sql<string | null>`${col('profile_image_url')}`,
      monthYear: sql<string | null>`${col('month_year')}`,
      domain: sql<string | null>`${col('domain')}`,
      keys: keysetKeys(inboxKeyset),
    })
    .from(sql`(${sql.join(sources, sql` union all `)}) as items`)
    .orderBy(...keysetOrder(inboxKeyset))
    .limit(q.limit);
}

type Row = Awaited<ReturnType<typeof read>>[number];

/** The one thing to do about an item: where the existing screens do it. */
function actionOf(r: Row): InboxItem['action'] {
  switch (r.kind) {
    case 'review':
      return { label: 'Review', path: `/mentor-dashboard/review/${r.taskId}/${r.ref}` };
    case 'resubmission':
      return { label: 'Review again', path: `/mentor-dashboard/review/${r.taskId}/${r.ref}` };
    case 'booking_request':
      return { label: 'Answer request', path: '/mentor-sessions' };
    case 'message':
      return { label: 'Reply', path: `/messages/${r.ref}` };
  }
}

function toItem(r: Row, now: Date): InboxItem {
  const since = new Date(r.sinceMs);
  const dueAt = new Date(r.dueMs);
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
    since: since.toISOString(),
    dueAt: dueAt.toISOString(),
    state: clockState(since, dueAt, now),
    action: actionOf(r),
  };
  if (r.monthYear && r.domain) item.batch = { monthYear: r.monthYear, domain: r.domain };
  return item;
}

/** The kinds a filter leaves: one, or every kind the inbox produces (none for a reserved kind). */
function kindsOf(kind: OperationQuery<'listInbox'>['kind']): readonly ProducedKind[] {
  if (kind === undefined) return KINDS;
  return KINDS.filter((k) => k === kind);
}

export class InboxItems {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** A page of `mentorId`'s inbox under the filters (access is the caller's to check). */
  async page(mentorId: string, f: OperationQuery<'listInbox'>): Promise<InboxPage> {
    const scope = cursorScope({ ...f, mentor: mentorId });
    const page = keysetPage(inboxKeyset, scope, { cursor: f.cursor, pageSize: f.pageSize ?? 20 });
    const now = this.now();
    const rows = await read(this.db, {
      mentorId,
      kinds: kindsOf(f.kind),
      ...(f.monthYear !== undefined ? { monthYear: f.monthYear } : {}),
      ...(f.domain !== undefined ? { domain: f.domain } : {}),
      ...(page.from ? { after: page.from } : {}),
      limit: page.limit,
      now,
    });
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return { items: items.map((r) => toItem(r, now)), nextCursor, pageSize };
  }

  /** One item of `mentorId`'s inbox by its id, or null when it no longer waits on them. */
  async item(mentorId: string, itemId: string): Promise<InboxItem | null> {
    const colon = itemId.indexOf(':');
    const kind = KINDS.find((k) => k === itemId.slice(0, colon));
    if (!kind) return null;
    const now = this.now();
    const [row] = await read(this.db, {
      mentorId,
      kinds: [kind],
      ref: itemId.slice(colon + 1),
      limit: 1,
      now,
    });
    return row ? toItem(row, now) : null;
  }
}
