// Batches as the console lists them: every batch that has an assignment, a student or a video,
// with its mentors and counts; and who may read a batch.
import type { BatchPage, BatchSummary, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext, BatchRef } from '../../context';
import { batchAssignments, batchVideos, liveClasses, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import { workingMentorSql } from '../../lib/mentor-review';
import { personColumns, toPerson } from '../../lib/people';
import { mentorBatchesOf, mentorsBatch, sameBatch, studentBatch } from './membership';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export class BatchSummariesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** Every batch that has an assignment, a student or a video. */
  private async allBatches(): Promise<BatchRef[]> {
    const [a, v, u] = await Promise.all([
      this.db
        .selectDistinct({ monthYear: batchAssignments.monthYear, domain: batchAssignments.domain })
        .from(batchAssignments),
      this.db
        .selectDistinct({ monthYear: batchVideos.monthYear, domain: batchVideos.domain })
        .from(batchVideos),
      this.db
        .selectDistinct({ monthYear: users.batchMonthYear, domain: users.batchDomain })
        .from(users)
        .where(
          and(
            eq(users.role, 'student'),
            sql`${users.batchMonthYear} is not null`,
            sql`${users.batchDomain} is not null`,
          ),
        ),
    ]);
    const seen = new Map<string, BatchRef>();
    for (const b of [...a, ...v, ...u]) {
      if (b.monthYear && b.domain)
        seen.set(`${b.monthYear}:${b.domain}`, { monthYear: b.monthYear, domain: b.domain });
    }
    return [...seen.values()];
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
    const [mentors, students, assigned, videos, classes] = await Promise.all([
      this.db
        .selectDistinct({
          monthYear: batchAssignments.monthYear,
          domain: batchAssignments.domain,
          ...personColumns,
        })
        .from(batchAssignments)
        .innerJoin(users, eq(users.id, batchAssignments.mentorId))
        .where(
          and(
            inList(batchAssignments.monthYear, batchAssignments.domain),
            workingMentorsOnly ? workingMentorSql(users.id) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id)),
      this.db
        .select({ monthYear: users.batchMonthYear, domain: users.batchDomain, n: count() })
        .from(users)
        .where(and(eq(users.role, 'student'), inList(users.batchMonthYear, users.batchDomain)))
        .groupBy(users.batchMonthYear, users.batchDomain),
      this.db
        .select({
          monthYear: batchAssignments.monthYear,
          domain: batchAssignments.domain,
          at: max(batchAssignments.assignedAt),
        })
        .from(batchAssignments)
        .where(inList(batchAssignments.monthYear, batchAssignments.domain))
        .groupBy(batchAssignments.monthYear, batchAssignments.domain),
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
    const assignedOf = byKey(assigned);
    const videosOf = byKey(videos);
    const classesOf = byKey(classes);
    return list.map((b) => {
      const k = key(b);
      const times = [assignedOf.get(k)?.at, videosOf.get(k)?.at, classesOf.get(k)?.at]
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

  async listBatches(caller: Principal, f: OperationQuery<'listBatches'>): Promise<BatchPage> {
    let list =
      caller.role === 'admin' ? await this.allBatches() : await mentorBatchesOf(this.db, caller.id);
    if (f.monthYear) list = list.filter((b) => b.monthYear === f.monthYear);
    if (f.domain) list = list.filter((b) => b.domain === f.domain);
    list.sort((x, y) =>
      x.monthYear === y.monthYear
        ? x.domain.localeCompare(y.domain)
        : y.monthYear.localeCompare(x.monthYear),
    );
    const slice = list.slice((f.page - 1) * f.pageSize, f.page * f.pageSize);
    const items = await this.summaries(slice);
    return { items, total: list.length, page: f.page, pageSize: f.pageSize };
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
