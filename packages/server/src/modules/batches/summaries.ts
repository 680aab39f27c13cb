// Batches as the console lists them: every batch that has an assignment, a student or a video,
// with its mentors and counts; and who may read a batch.
import type { BatchPage, BatchSummary, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext, BatchRef } from '../../context';
import { batchAssignments, batchVideos, liveClasses, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { isWorkingMentor } from '../../lib/mentor-review';
import {
  cursorScope,
  decodeCursor,
  encodeCursor,
  invalidCursorMessage,
  type Keyset,
} from '../../lib/cursor';
import { personColumns, toPerson } from '../../lib/people';
import { mentorsBatch, sameBatch, studentBatch } from './membership';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/**
 * The batch list's cursor: the last batch as one key, `monthYear/domain`, checked against the
 * batch's own forms so a tampered key is a 400 like any list's (lib/cursor.ts). The order it stands
 * for (month descending, domain ascending) is walked by `nextBatchesSql`.
 */
const batchesKeyset: Keyset = {
  list: 'batches',
  keys: [{ expr: sql`m || '/' || d`, type: 'text', dir: 'desc' }],
};
const batchKeyForm = /^(\d{4}-\d{2})\/([a-z0-9][a-z0-9-]{0,39})$/;

function batchAfter(scope: string, cursor: string): [string, string] {
  const match = batchKeyForm.exec(decodeCursor(batchesKeyset, scope, cursor)[0]!);
  if (!match) throw badRequest(invalidCursorMessage);
  return [match[1]!, match[2]!];
}

/** A table whose rows name batches: its month and domain columns and which of its rows count. */
interface BatchSource {
  table: PgTable;
  m: PgColumn;
  d: PgColumn;
  where: (SQL | undefined)[];
}

/**
 * Up to `limit` distinct batches of one source after `after` (or from the newest), in the list's
 * order (month descending, domain ascending), by a recursive skip scan over the source's
 * (month, domain) index: the next batch is the next domain in the same month, else the first domain
 * of the latest earlier month — two index probes, whatever the number of rows per batch.
 */
function nextBatchesSql(src: BatchSource, after: [string, string] | undefined, limit: number): SQL {
  const { table, m, d } = src;
  const w = and(...src.where) ?? sql`true`;
  const next = (month: SQL, domain: SQL) => sql`
    (select ${m} as m, ${d} as d from ${table} where ${w} and ${m} = ${month} and ${d} > ${domain}
      order by ${d} limit 1)
    union all
    (select ${m} as m, ${d} as d from ${table}
      where ${w} and ${m} = (select max(${m}) from ${table} where ${w} and ${m} < ${month})
      order by ${d} limit 1)
    limit 1`;
  const first = after
    ? next(sql`${after[0]}::text`, sql`${after[1]}::text`)
    : sql`select ${m} as m, ${d} as d from ${table}
        where ${w} and ${m} = (select max(${m}) from ${table} where ${w}) order by ${d} limit 1`;
  return sql`with recursive s(m, d) as (
      (${first})
      union all
      select n.m, n.d from s cross join lateral (${next(sql`s.m`, sql`s.d`)}) n
    ) select m, d from s limit ${limit}`;
}

export class BatchSummariesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * The summaries of `list`, in its order: each figure one grouped query over all the batches of the
   * page (issue 26: one round of seven queries per batch made a page of 20 batches 140 queries).
   */
  async summaries(
    list: BatchRef[],
    { workingMentorsOnly = false }: { workingMentorsOnly?: boolean } = {},
  ): Promise<BatchSummary[]> {
    if (list.length === 0) return [];
    const pairs = sql.join(
      list.map((b) => sql`(${b.monthYear}, ${b.domain})`),
      sql`, `,
    );
    const inList = (monthYear: PgColumn, domain: PgColumn) =>
      sql`(${monthYear}, ${domain}) in (${pairs})`;
    const key = (r: { monthYear: string | null; domain: string | null }) =>
      `${r.monthYear}:${r.domain}`;
    // Each batch's mentors and their latest assignment in one grouped read of the batches'
    // assignments (index-only on batch_assignments_batch_mentor_idx: a batch of 100 students is one
    // row per mentor); the few mentors are read by id afterwards — joined in the same query, the
    // planner guessed a thousand groups and hashed all 20,000 users (issue 26).
    const [perMentor, students, videos, classes] = await Promise.all([
      this.db
        .select({
          monthYear: batchAssignments.monthYear,
          domain: batchAssignments.domain,
          mentorId: batchAssignments.mentorId,
          at: max(batchAssignments.assignedAt),
        })
        .from(batchAssignments)
        .where(inList(batchAssignments.monthYear, batchAssignments.domain))
        .groupBy(batchAssignments.monthYear, batchAssignments.domain, batchAssignments.mentorId),
      this.db
        .select({ monthYear: users.batchMonthYear, domain: users.batchDomain, n: count() })
        .from(users)
        .where(and(eq(users.role, 'student'), inList(users.batchMonthYear, users.batchDomain)))
        .groupBy(users.batchMonthYear, users.batchDomain),
      this.db
        .select({
          monthYear: batchVideos.monthYear,
          domain: batchVideos.domain,
          n: count(),
          at: max(batchVideos.updatedAt),
        })
        .from(batchVideos)
        .where(inList(batchVideos.monthYear, batchVideos.domain))
        .groupBy(batchVideos.monthYear, batchVideos.domain),
      this.db
        .select({
          monthYear: liveClasses.monthYear,
          domain: liveClasses.domain,
          n: sql<number>`count(*) filter (where ${inArray(liveClasses.status, ['scheduled', 'live'])})`.mapWith(
            Number,
          ),
          at: max(liveClasses.updatedAt),
        })
        .from(liveClasses)
        .where(inList(liveClasses.monthYear, liveClasses.domain))
        .groupBy(liveClasses.monthYear, liveClasses.domain),
    ]);
    const byKey = <T extends { monthYear: string | null; domain: string | null }>(rows: T[]) =>
      new Map(rows.map((r) => [key(r), r]));
    const studentsOf = byKey(students);
    const assignedOf = new Map<string, Date>();
    for (const m of perMentor) {
      const seen = assignedOf.get(key(m));
      if (m.at && (!seen || m.at > seen)) assignedOf.set(key(m), m.at);
    }
    // The mentors, by name as the database collates it (ties by id), working ones only if asked.
    const mentorIds = [...new Set(perMentor.map((m) => m.mentorId))];
    const people = mentorIds.length
      ? await this.db
          .select({ ...personColumns, isActive: users.isActive, mentorStatus: users.mentorStatus })
          .from(users)
          .where(inArray(users.id, mentorIds))
          .orderBy(asc(users.name), asc(users.id))
      : [];
    const mentors = people
      .filter((p) => !workingMentorsOnly || isWorkingMentor(p))
      .flatMap((p) =>
        perMentor
          .filter((m) => m.mentorId === p.id)
          .map((m) => ({ ...p, monthYear: m.monthYear, domain: m.domain })),
      );
    const videosOf = byKey(videos);
    const classesOf = byKey(classes);
    return list.map((b) => {
      const k = key(b);
      const times = [assignedOf.get(k), videosOf.get(k)?.at, classesOf.get(k)?.at]
        .filter((t): t is Date => !!t)
        .map((t) => new Date(t).getTime());
      const dto: BatchSummary = {
        monthYear: b.monthYear,
        domain: b.domain,
        mentors: mentors.filter((m) => key(m) === k).map(toPerson),
        studentCount: studentsOf.get(k)?.n ?? 0,
        videoCount: videosOf.get(k)?.n ?? 0,
        upcomingClassCount: classesOf.get(k)?.n ?? 0,
      };
      if (times.length) dto.lastActivityAt = iso(new Date(Math.max(...times)));
      return dto;
    });
  }

  /**
   * A page of batches, newest `monthYear` first, then by domain, after the cursor's batch (issue 26).
   * There is no batches table: a batch is a (monthYear, domain) pair that some row names. Reading
   * every such row to list their distinct pairs cost a scan of every student and assignment per
   * request; instead each source is walked by skip scan (`nextBatchesSql`): from the cursor, one
   * index probe per batch of the page, so a page costs the same at 20 batches or 2,000.
   */
  async listBatches(caller: Principal, f: OperationQuery<'listBatches'>): Promise<BatchPage> {
    const scope = cursorScope({ monthYear: f.monthYear, domain: f.domain });
    const after = f.cursor ? batchAfter(scope, f.cursor) : undefined;
    const limit = f.pageSize + 1;
    const narrow = (m: PgColumn, d: PgColumn) => [
      f.monthYear ? sql`${m} = ${f.monthYear}` : undefined,
      f.domain ? sql`${d} = ${f.domain}` : undefined,
    ];
    const ba = batchAssignments;
    const sources: BatchSource[] =
      caller.role === 'admin'
        ? [
            { table: ba, m: ba.monthYear, d: ba.domain, where: narrow(ba.monthYear, ba.domain) },
            {
              table: batchVideos,
              m: batchVideos.monthYear,
              d: batchVideos.domain,
              where: narrow(batchVideos.monthYear, batchVideos.domain),
            },
            {
              table: users,
              m: users.batchMonthYear,
              d: users.batchDomain,
              where: [
                sql`${users.role} = 'student'`,
                sql`${users.batchDomain} is not null`,
                ...narrow(users.batchMonthYear, users.batchDomain),
              ],
            },
          ]
        : [
            {
              table: ba,
              m: ba.monthYear,
              d: ba.domain,
              where: [sql`${ba.mentorId} = ${caller.id}`, ...narrow(ba.monthYear, ba.domain)],
            },
          ];
    const walks = sql.join(
      sources.map((src) => sql`(${nextBatchesSql(src, after, limit)})`),
      sql` union `,
    );
    const res = (await this.db.execute(
      sql`select m, d from (${walks}) b order by m desc, d asc limit ${limit}`,
    )) as unknown as { rows: { m: string; d: string }[] };
    const rows = res.rows.map((r) => ({ monthYear: r.m, domain: r.d }));
    const page = rows.slice(0, f.pageSize);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > f.pageSize && last
        ? encodeCursor(batchesKeyset, scope, [`${last.monthYear}/${last.domain}`])
        : null;
    return { items: await this.summaries(page), nextCursor, pageSize: f.pageSize };
  }

  async getBatch(caller: Principal, b: BatchRef): Promise<BatchSummary> {
    if (!(await this.canRead(caller, b))) throw notFound('Batch not found.');
    // Students and mentors see only mentors who work with students (lib/mentor-review.ts): a
    // deactivated or unapproved mentor is never offered for booking. Admins see every assignment.
    const [s] = await this.summaries([b], { workingMentorsOnly: caller.role !== 'admin' });
    if (!s || (s.studentCount === 0 && s.videoCount === 0 && s.mentors.length === 0))
      throw notFound('Batch not found.');
    return s;
  }

  /** Students of the batch, its mentors and admins. */
  async canRead(caller: Principal, b: BatchRef): Promise<boolean> {
    if (caller.role === 'admin') return true;
    if (caller.role === 'mentor') return mentorsBatch(this.db, caller.id, b);
    if (caller.role === 'student') {
      const own = await studentBatch(this.db, caller.id);
      return !!own && sameBatch(own, b);
    }
    return false;
  }

  async mentorStudentCount(mentorId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(batchAssignments)
      .where(eq(batchAssignments.mentorId, mentorId));
    return row?.n ?? 0;
  }
}
