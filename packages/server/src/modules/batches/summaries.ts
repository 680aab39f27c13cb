// Batches as the console lists them: every batch that has an assignment, a student or a video,
// with its mentors and counts; and who may read a batch.
import type { BatchPage, BatchSummary, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext, BatchRef } from '../../context';
import { batchAssignments, batchVideos, liveClasses, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
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

  async summary(b: BatchRef): Promise<BatchSummary> {
    const inBatchUsers = and(
      eq(users.role, 'student'),
      eq(users.batchMonthYear, b.monthYear),
      eq(users.batchDomain, b.domain),
    );
    const inBatch = (t: { monthYear: PgColumn; domain: PgColumn }) =>
      and(eq(t.monthYear, b.monthYear), eq(t.domain, b.domain));
    const [mentors, [students], [videos], [classes], [lastA], [lastV], [lastC]] = await Promise.all(
      [
        this.db
          .selectDistinct(personColumns)
          .from(batchAssignments)
          .innerJoin(users, eq(users.id, batchAssignments.mentorId))
          .where(inBatch(batchAssignments))
          .orderBy(asc(users.name), asc(users.id)),
        this.db.select({ n: count() }).from(users).where(inBatchUsers),
        this.db.select({ n: count() }).from(batchVideos).where(inBatch(batchVideos)),
        this.db
          .select({ n: count() })
          .from(liveClasses)
          .where(and(inBatch(liveClasses), inArray(liveClasses.status, ['scheduled', 'live']))),
        this.db
          .select({ at: max(batchAssignments.assignedAt) })
          .from(batchAssignments)
          .where(inBatch(batchAssignments)),
        this.db
          .select({ at: max(batchVideos.updatedAt) })
          .from(batchVideos)
          .where(inBatch(batchVideos)),
        this.db
          .select({ at: max(liveClasses.updatedAt) })
          .from(liveClasses)
          .where(inBatch(liveClasses)),
      ],
    );
    const times = [lastA?.at, lastV?.at, lastC?.at]
      .filter((t): t is Date => !!t)
      .map((t) => new Date(t).getTime());
    const dto: BatchSummary = {
      monthYear: b.monthYear,
      domain: b.domain,
      mentors: mentors.map(toPerson),
      studentCount: students?.n ?? 0,
      videoCount: videos?.n ?? 0,
      upcomingClassCount: classes?.n ?? 0,
    };
    if (times.length) dto.lastActivityAt = iso(new Date(Math.max(...times)));
    return dto;
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
    const items: BatchSummary[] = [];
    for (const b of slice) items.push(await this.summary(b));
    return { items, total: list.length, page: f.page, pageSize: f.pageSize };
  }

  async getBatch(caller: Principal, b: BatchRef): Promise<BatchSummary> {
    if (!(await this.canRead(caller, b))) throw notFound('Batch not found.');
    const s = await this.summary(b);
    if (s.studentCount === 0 && s.videoCount === 0 && s.mentors.length === 0)
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
