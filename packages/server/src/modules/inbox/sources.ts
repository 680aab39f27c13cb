// Where the inbox's items come from, read from their own records (nothing is copied, so the inbox
// cannot drift from the work): attempts in the mentor's review queue (first reviews and
// resubmissions, tasks' `awaitingReviewBy`), pending one-to-one requests to the mentor,
// conversations that wait on the mentor's reply with a student, questions of the mentor's
// batches that wait on their staff (questions' `waitsOnStaff`), and the radar's open flags of the
// batches the mentor works in that no mentor has contacted yet.
//
// One read is one union: from each source, its rows in `since` order (each one range of an index
// that holds the source in that order: task_submissions_mentor_queue_idx,
// bookings_mentor_requests_idx, conversations_waiting_idx, questions_batch_unanswered_idx and
// radar_flags_uncontacted_idx for each of the mentor's batches), after a bound and at most a page of
// them. The kind and batch filters drop sources and rows along those ranges. A resubmission carries
// its earlier attempts (when each was submitted and reviewed, through task_submissions_attempt_uq)
// for its clock's pauses (items.ts).
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedRows } from '../../db/rows-of';
import {
  batchAssignments,
  batchMentors as batchRoster,
  bookings,
  conversations,
  privateMessages,
  questions,
  radarFlags,
  tasks,
  taskSubmissions,
  users,
} from '../../db/schema/index';
import { mentorBatchesOf } from '../batches/public';
import { askedBefore, waitsOnStaff } from '../questions/public';
import { awaitingReviewBy } from '../tasks/public';
import type { ProducedKind } from './clock';
import {
  afterBound,
  columns,
  limited,
  mentorIs,
  notBreached,
  ofBatch,
  shapeOf,
  slotted,
  SLOTS,
  valuesOf,
  WHAT_LENGTH,
  type SourceQuery,
} from './source-parts';

export type { SourceBound, SourceQuery } from './source-parts';

function submissionSource(db: Queryable, kind: 'review' | 'resubmission', q: SourceQuery) {
  const s = taskSubmissions;
  const history =
    kind === 'resubmission'
      ? sql`(select json_agg(json_build_array(extract(epoch from e.submitted_at) * 1000, extract(epoch from e.reviewed_at) * 1000) order by e.attempt) from ${taskSubmissions} as e where e.task_id = ${s.taskId} and e.student_id = ${s.studentId} and e.attempt < ${s.attempt})`
      : sql`null::json`;
  return limited(
    db
      .select(
        columns(
          kind,
          s.mentorId,
          s.id,
          sql`${tasks.id}`,
          sql`${tasks.title}`,
          s.submittedAt,
          history,
        ),
      )
      .from(s)
      .innerJoin(tasks, eq(tasks.id, s.taskId))
      .innerJoin(users, eq(users.id, s.studentId))
      .where(
        and(
          q.mentorId !== undefined
            ? awaitingReviewBy(q.mentorId)
            : sql`${s.status} = 'pending' and ${s.mentorId} is not null`,
          kind === 'review' ? sql`${s.attempt} = 1` : sql`${s.attempt} > 1`,
          ofBatch(q),
          afterBound(kind, s.submittedAt, s.id, q),
          notBreached(kind, s.mentorId, s.id, s.submittedAt, q),
          q.ref !== undefined ? eq(s.id, q.ref) : undefined,
        ),
      )
      .orderBy(asc(s.submittedAt), asc(s.id))
      .$dynamic(),
    q.limits?.[kind],
  );
}

function bookingSource(db: Queryable, q: SourceQuery) {
  const b = bookings;
  const kind = 'booking_request';
  return limited(
    db
      .select(
        columns(
          kind,
          b.mentorId,
          b.id,
          sql`null::uuid`,
          sql`${b.topic}`,
          b.createdAt,
          sql`null::json`,
        ),
      )
      .from(b)
      .innerJoin(users, eq(users.id, b.studentId))
      .where(
        and(
          mentorIs(b.mentorId, q),
          // The partial index's predicate, literally; a request whose start has passed has expired.
          sql`${b.kind} = 'one_to_one' and ${b.status} = 'pending'`,
          gt(b.startTime, q.slotted ? SLOTS.now : q.now),
          ofBatch(q),
          afterBound(kind, b.createdAt, b.id, q),
          notBreached(kind, b.mentorId, b.id, b.createdAt, q),
          q.ref !== undefined ? eq(b.id, q.ref) : undefined,
        ),
      )
      .orderBy(asc(b.createdAt), asc(b.id))
      .$dynamic(),
    q.limits?.[kind],
  );
}

function messageSource(db: Queryable, q: SourceQuery) {
  const cv = conversations;
  const kind = 'message';
  const student = sql`case when ${cv.userLow} = ${cv.waitingOn} then ${cv.userHigh} else ${cv.userLow} end`;
  return limited(
    db
      .select(
        columns(
          kind,
          cv.waitingOn,
          users.id,
          sql`null::uuid`,
          sql`left(${privateMessages.body}, ${sql.raw(String(WHAT_LENGTH))})`,
          cv.waitingSince,
          sql`null::json`,
        ),
      )
      .from(cv)
      .innerJoin(users, eq(users.id, student))
      .innerJoin(privateMessages, eq(privateMessages.id, cv.lastMessageId))
      .where(
        and(
          q.mentorId !== undefined ? eq(cv.waitingOn, q.mentorId) : isNotNull(cv.waitingOn),
          eq(users.role, 'student'),
          ofBatch(q),
          afterBound(kind, cv.waitingSince, users.id, q),
          notBreached(kind, cv.waitingOn, users.id, cv.waitingSince, q),
          q.ref !== undefined ? eq(users.id, q.ref) : undefined,
        ),
      )
      .orderBy(asc(cv.waitingSince), asc(users.id))
      .$dynamic(),
    q.limits?.[kind],
  );
}

function questionSource(db: Queryable, q: SourceQuery) {
  const qs = questions;
  const kind = 'question';
  const a = batchAssignments;
  // One mentor: the batches they mentor. Every mentor: each question once per mentor of its batch.
  const batchMentors = db
    .selectDistinct({ mentorId: a.mentorId, monthYear: a.monthYear, domain: a.domain })
    .from(a)
    .as('batch_mentors');
  const mentor = q.mentorId !== undefined ? sql`${q.mentorId}` : batchMentors.mentorId;
  // One mentor's batches as two arrays of values (SourceQuery.batches): the planner then knows how
  // few batches there are and reads each one's range of questions_batch_unanswered_idx. Given as a
  // subquery over batch_assignments it guessed hundreds of batches, hashed the campus's unanswered
  // questions and read every user (90 ms at 20,000 students, 9 ms this way).
  const mentorsBatches =
    q.mentorId === undefined
      ? undefined
      : q.batches !== undefined
        ? sql`(${qs.monthYear}, ${qs.domain}) in (select * from unnest(${q.slotted ? SLOTS.batchMonthYears : sql.param(q.batches.map((b) => b.monthYear))}::text[], ${q.slotted ? SLOTS.batchDomains : sql.param(q.batches.map((b) => b.domain))}::text[]))`
        : sql`(${qs.monthYear}, ${qs.domain}) in (select ${a.monthYear}, ${a.domain} from ${a} where ${a.mentorId} = ${q.mentorId})`;
  const from = db
    .select(
      columns(
        kind,
        mentor,
        qs.id,
        sql`null::uuid`,
        sql`${qs.title}`,
        qs.createdAt,
        sql`null::json`,
      ),
    )
    .from(qs)
    .innerJoin(users, eq(users.id, qs.authorId))
    .$dynamic();
  const joined =
    q.mentorId !== undefined
      ? from
      : from.innerJoin(
          batchMentors,
          and(eq(batchMentors.monthYear, qs.monthYear), eq(batchMentors.domain, qs.domain)),
        );
  return limited(
    joined
      .where(
        and(
          mentorsBatches,
          waitsOnStaff(q.slotted ? SLOTS.askedBy : askedBefore(q.now)),
          q.monthYear !== undefined ? eq(qs.monthYear, q.monthYear) : undefined,
          q.domain !== undefined ? eq(qs.domain, q.domain) : undefined,
          afterBound(kind, qs.createdAt, qs.id, q),
          notBreached(kind, mentor, qs.id, qs.createdAt, q),
          q.ref !== undefined ? eq(qs.id, q.ref) : undefined,
        ),
      )
      .orderBy(asc(qs.createdAt), asc(qs.id)),
    q.limits?.[kind],
  );
}

/**
 * The radar's flags that wait on the mentors of their batch (batch_mentors, the radar's roster): open
 * and with no first contact yet, since their raising; `what` is the flag's reasons. One mentor: the
 * batches they work in; every mentor: each flag once per mentor of its batch.
 */
function riskFlagSource(db: Queryable, q: SourceQuery) {
  const f = radarFlags;
  const kind = 'risk_flag';
  const mentor = q.mentorId !== undefined ? sql`${q.mentorId}` : batchRoster.mentorId;
  const reasons = sql`(select string_agg(r->>'text', ' ') from jsonb_array_elements(${f.reasons}) as r)`;
  const n = q.limits?.[kind];
  const waiting = and(
    sql`${f.clearedAt} is null and ${f.firstContactAt} is null`,
    q.monthYear !== undefined ? eq(f.batchMonthYear, q.monthYear) : undefined,
    q.domain !== undefined ? eq(f.batchDomain, q.domain) : undefined,
    afterBound(kind, f.raisedAt, f.id, q),
    notBreached(kind, mentor, f.id, f.raisedAt, q),
    q.ref !== undefined ? eq(f.id, q.ref) : undefined,
  );
  // One mentor: for each batch on their roster, its first waiting flags in raised order (a range
  // of radar_flags_uncontacted_idx each, at most a page), named as the table so the columns read
  // them; the students are joined to those alone. Joined to every flag of the batches before the
  // page was taken, a mentor of three batches read 200 flags and their students for 21 rows.
  const flags =
    q.mentorId !== undefined
      ? sql`(select waiting_flags.* from ${batchRoster} cross join lateral (
          select * from ${f} where ${f.batchMonthYear} = ${batchRoster.monthYear}
            and ${f.batchDomain} = ${batchRoster.domain} and ${waiting}
          order by ${f.raisedAt}, ${f.id}${n !== undefined ? sql` limit ${sql.raw(String(n))}` : sql``}) as waiting_flags
        where ${batchRoster.mentorId} = ${q.mentorId}) as ${f}`
      : f;
  const from = db
    .select(
      columns(
        kind,
        mentor,
        f.id,
        sql`null::uuid`,
        sql`left(${reasons}, ${sql.raw(String(WHAT_LENGTH))})`,
        f.raisedAt,
        sql`null::json`,
      ),
    )
    .from(flags)
    .innerJoin(users, eq(users.id, f.studentId))
    .$dynamic();
  const read =
    q.mentorId !== undefined
      ? from
      : from
          .innerJoin(
            batchRoster,
            and(eq(batchRoster.monthYear, f.batchMonthYear), eq(batchRoster.domain, f.batchDomain)),
          )
          .where(waiting);
  return limited(read.orderBy(asc(f.raisedAt), asc(f.id)), n);
}

function source(db: Queryable, kind: ProducedKind, q: SourceQuery) {
  switch (kind) {
    case 'review':
    case 'resubmission':
      return submissionSource(db, kind, q);
    case 'booking_request':
      return bookingSource(db, q);
    case 'message':
      return messageSource(db, q);
    case 'question':
      return questionSource(db, q);
    case 'risk_flag':
      return riskFlagSource(db, q);
  }
}

/** A column of the union (`items`), by the name `columns` gives it. */
const col = (name: string) => sql.raw(`"items"."${name}"`);

/**
 * The union's columns under the names the rows are read by: each is aliased to its key, so the
 * driver's rows are already SourceRows and drizzle need not decode them field by field (a page's
 * 21 rows of 13 fields cost more to map than to read).
 */
function selectSources(db: Queryable, union: SQL) {
  return db
    .select({
      kind: sql<ProducedKind>`${col('kind')}`.as('kind'),
      mentorId: sql<string>`${col('mentor_id')}`.as('mentorId'),
      itemId: sql<string>`${col('item_id')}`.as('itemId'),
      ref: sql<string>`${col('ref')}`.as('ref'),
      taskId: sql<string | null>`${col('task_id')}`.as('taskId'),
      what: sql<string>`${col('what')}`.as('what'),
      since: sql<string>`${col('since')}`.as('since'),
      history: sql<Array<[number, number | null]> | null>`${col('history')}`.as('history'),
      studentId: sql<string>`${col('student_id')}`.as('studentId'),
      name: sql<string>`${col('name')}`.as('name'),
      profileImageUrl: sql<string | null>`${col('profile_image_url')}`.as('profileImageUrl'),
      monthYear: sql<string | null>`${col('month_year')}`.as('monthYear'),
      domain: sql<string | null>`${col('domain')}`.as('domain'),
    })
    .from(sql`${union} as items`);
}

type PreparedRead = ReturnType<ReturnType<typeof selectSources>['prepare']>;

/** Each database's prepared reads by shape: a read's text is built once, not on every page. */
const prepared = new WeakMap<Queryable, Map<string, PreparedRead>>();

/**
 * The sources' rows, in no order (items.ts orders them by their clocks). The sources read
 * different tables, which drizzle's typed set operators refuse, so the union is written out;
 * `columns` gives every source the same columns in the same order. Building that text costs more
 * than running it (about 2 ms of a page's 6 on the large campus), so each shape of read is built
 * once per database with placeholders for its values and prepared under a name of its own.
 */
export async function readSources(db: Queryable, query: SourceQuery) {
  const q =
    query.mentorId !== undefined && query.batches === undefined && query.kinds.includes('question')
      ? { ...query, batches: await mentorBatchesOf(db, query.mentorId as string) }
      : query;
  const shape = shapeOf(q);
  let reads = prepared.get(db);
  if (!reads) prepared.set(db, (reads = new Map()));
  let read = reads.get(shape);
  if (!read) {
    const template = slotted(q);
    const union = sourcesUnion(db, template);
    if (!union) return [];
    const name = `inbox_${createHash('sha1').update(shape).digest('base64url').slice(0, 20)}`;
    read = selectSources(db, union).prepare(name);
    reads.set(shape, read);
  }
  return preparedRows<SourceRow>(read, valuesOf(q));
}

/** The sources' rows as one parenthesised union (columns as `columns` names them), or none. */
export function sourcesUnion(db: Queryable, q: SourceQuery): SQL | undefined {
  const sources = q.kinds
    .filter((k) => k !== 'question' || q.batches === undefined || q.batches.length > 0)
    .map((k) => sql`(${source(db, k, q).getSQL()})`);
  return sources.length === 0 ? undefined : sql`(${sql.join(sources, sql` union all `)})`;
}

export type SourceRow = Awaited<ReturnType<PreparedRead['execute']>>[number];
