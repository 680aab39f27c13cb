// Batches as the console lists them: every batch that has an assignment, a student or a video,
// with its mentors and counts (kept by the database in batch_totals); and who may read a batch.
import type { BatchPage, BatchSummary, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext, BatchRef } from '../../context';
import { batchAssignments, batchTotals, users, type BatchTotalsRow } from '../../db/schema/index';
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
import { anyOf } from '../../db/any-of';

/** A batch's kept figures (db/schema/totals.ts), its key and counts as the list reads them. */
type BatchTotals = Pick<
  BatchTotalsRow,
  | 'monthYear'
  | 'domain'
  | 'students'
  | 'mentorIds'
  | 'videos'
  | 'upcomingClasses'
  | 'lastAssignedAt'
  | 'lastVideoAt'
  | 'lastClassAt'
>;
const noTotals = {
  students: 0,
  mentorIds: [],
  videos: 0,
  upcomingClasses: 0,
  lastAssignedAt: null,
  lastVideoAt: null,
  lastClassAt: null,
} satisfies Omit<BatchTotals, 'monthYear' | 'domain'>;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/**
 * The batch list's cursor: the last batch as one key, `monthYear/domain`, checked against the
 * batch's own forms so a tampered key is a 400 like any list's (lib/cursor.ts). The order it stands
 * for (month descending, domain ascending) is batch_totals_list_idx for the admin and
 * `nextBatchesSql` over a mentor's assignments.
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
   * The summaries of `list`, in its order, from the kept `batch_totals` (one row per batch:
   * counting the page's students, assignments, videos and classes per request read ~2,000 students
   * for a page of 20) and the mentors they name, read by id.
   */
  async summaries(
    list: BatchRef[],
    opts: { workingMentorsOnly?: boolean } = {},
  ): Promise<BatchSummary[]> {
    return this.summariesOf(await this.totalsOf(list), opts);
  }

  /** The kept totals of `list`, in its order (a batch nothing names has none: all zero). */
  private async totalsOf(list: BatchRef[]): Promise<BatchTotals[]> {
    if (list.length === 0) return [];
    const pairs = sql.join(
      list.map((b) => sql`(${b.monthYear}, ${b.domain})`),
      sql`, `,
    );
    const rows = await this.db
      .select()
      .from(batchTotals)
      .where(sql`(${batchTotals.monthYear}, ${batchTotals.domain}) in (${pairs})`);
    const byKey = new Map(rows.map((r) => [`${r.monthYear}:${r.domain}`, r]));
    return list.map((b) => byKey.get(`${b.monthYear}:${b.domain}`) ?? { ...noTotals, ...b });
  }

  /** Kept rows as the list shows them: each batch's mentors by name as the database collates it. */
  private async summariesOf(
    rows: BatchTotals[],
    { workingMentorsOnly = false }: { workingMentorsOnly?: boolean } = {},
  ): Promise<BatchSummary[]> {
    const mentorIds = [...new Set(rows.flatMap((r) => r.mentorIds))];
    const people = mentorIds.length
      ? await this.db
          .select({ ...personColumns, isActive: users.isActive, mentorStatus: users.mentorStatus })
          .from(users)
          .where(anyOf(users.id, mentorIds))
          .orderBy(asc(users.name), asc(users.id))
      : [];
    const shown = people.filter((p) => !workingMentorsOnly || isWorkingMentor(p));
    return rows.map((r) => {
      const times = [r.lastAssignedAt, r.lastVideoAt, r.lastClassAt]
        .filter((t): t is Date => !!t)
        .map((t) => new Date(t).getTime());
      const dto: BatchSummary = {
        monthYear: r.monthYear,
        domain: r.domain,
        mentors: shown.filter((p) => r.mentorIds.includes(p.id)).map(toPerson),
        studentCount: r.students,
        videoCount: r.videos,
        upcomingClassCount: r.upcomingClasses,
      };
      if (times.length) dto.lastActivityAt = iso(new Date(Math.max(...times)));
      return dto;
    });
  }

  /**
   * A page of batches, newest `monthYear` first, then by domain, after the cursor's batch.
   * There is no batches table: a batch is a (monthYear, domain) pair that some row names. Reading
   * every such row to list their distinct pairs cost a scan of every student and assignment per
   * request; instead each source is walked by skip scan (`nextBatchesSql`): from the cursor, one
   * index probe per batch of the page, so a page costs the same at 20 batches or 2,000.
   */
  async listBatches(caller: Principal, f: OperationQuery<'listBatches'>): Promise<BatchPage> {
    const scope = cursorScope({ monthYear: f.monthYear, domain: f.domain });
    const after = f.cursor ? batchAfter(scope, f.cursor) : undefined;
    const limit = f.pageSize + 1;
    let rows: BatchTotals[];
    if (caller.role === 'admin') {
      // Every listed batch, from the kept totals' list index: one range, the figures included.
      const bt = batchTotals;
      rows = await this.db
        .select()
        .from(bt)
        .where(
          and(
            bt.listed,
            f.monthYear ? eq(bt.monthYear, f.monthYear) : undefined,
            f.domain ? eq(bt.domain, f.domain) : undefined,
            after
              ? sql`(${bt.monthYear} < ${after[0]} or (${bt.monthYear} = ${after[0]} and ${bt.domain} > ${after[1]}))`
              : undefined,
          ),
        )
        .orderBy(desc(bt.monthYear), asc(bt.domain))
        .limit(limit);
    } else {
      // A mentor's batches: walked by skip scan over the mentor's assignments, then their totals.
      const ba = batchAssignments;
      const src: BatchSource = {
        table: ba,
        m: ba.monthYear,
        d: ba.domain,
        where: [
          sql`${ba.mentorId} = ${caller.id}`,
          f.monthYear ? sql`${ba.monthYear} = ${f.monthYear}` : undefined,
          f.domain ? sql`${ba.domain} = ${f.domain}` : undefined,
        ],
      };
      const res = (await this.db.execute(nextBatchesSql(src, after, limit))) as unknown as {
        rows: { m: string; d: string }[];
      };
      rows = await this.totalsOf(res.rows.map((r) => ({ monthYear: r.m, domain: r.d })));
    }
    const page = rows.slice(0, f.pageSize);
    const last = page[page.length - 1];
    const nextCursor =
      rows.length > f.pageSize && last
        ? encodeCursor(batchesKeyset, scope, [`${last.monthYear}/${last.domain}`])
        : null;
    return { items: await this.summariesOf(page), nextCursor, pageSize: f.pageSize };
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
