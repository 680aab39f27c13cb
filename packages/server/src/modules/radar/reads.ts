// Reading the radar (listRadar, getRadarStudent). A mentor's students are those of the batches the
// mentor works in: batch_mentors holds a row for every batch in which they were assigned students
// (kept by the database) or an admin added them, the same roster the batch's submissions are routed
// among. An admin reads every batch. The open flags are read newest first from
// radar_flags_open_idx (every batch: an admin) or radar_flags_open_batch_idx (one batch, and each
// of a mentor's batches).
import type { OperationQuery, RadarFlagPage, RadarStudentHistory } from '@campus/sdk/model';
import { and, desc, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { batchAssignments, batchMentors, radarFlags, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { BatchRef } from '../../lib/batch-ref';
import { forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { flagColumns, selectFlags, toFlag } from './flags';

const openKeyset: Keyset = {
  list: 'radar',
  keys: [
    { expr: radarFlags.raisedAt, type: 'timestamptz', dir: 'desc' },
    { expr: radarFlags.id, type: 'uuid', dir: 'desc' },
  ],
};

/** The history of one student shows at most this many flags, the newest first. */
const HISTORY_LIMIT = 100;

/**
 * One of the flag's reasons is of `rule` (jsonb containment over the few reasons of a flag);
 * `reasons` names the column where the query gives radar_flags another name.
 */
export const hasRule = (rule: string, reasons: SQL | Column = radarFlags.reasons) =>
  sql`${reasons} @> ${JSON.stringify([{ rule }])}::jsonb`;

/** The mentor is on the batch's roster (batch_mentors' primary key). */
export async function worksIn(db: Queryable, mentorId: string, batch: BatchRef): Promise<boolean> {
  const [row] = await db
    .select({ id: batchMentors.mentorId })
    .from(batchMentors)
    .where(
      and(
        eq(batchMentors.monthYear, batch.monthYear),
        eq(batchMentors.domain, batch.domain),
        eq(batchMentors.mentorId, mentorId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export class RadarReads {
  constructor(private readonly db: Queryable) {}

  async list(caller: Principal, q: OperationQuery<'listRadar'>): Promise<RadarFlagPage> {
    const mentor = caller.role === 'admin' ? undefined : caller.id;
    if (mentor && q.monthYear !== undefined && q.domain !== undefined) {
      if (!(await worksIn(this.db, mentor, { monthYear: q.monthYear, domain: q.domain })))
        throw forbidden('You do not work in this batch, so its radar is not yours to read.');
    }
    const page = keysetPage(openKeyset, cursorScope({ ...q, mentor }), {
      cursor: q.cursor,
      pageSize: q.pageSize ?? 20,
    });
    // Every condition of the page but whose batches: the open flags of the batch asked for, of
    // the rule asked for, after the cursor.
    const wanted = and(
      sql`${radarFlags.clearedAt} is null`,
      q.monthYear !== undefined ? eq(radarFlags.batchMonthYear, q.monthYear) : undefined,
      q.domain !== undefined ? eq(radarFlags.batchDomain, q.domain) : undefined,
      q.rule !== undefined ? hasRule(q.rule) : undefined,
      page.after,
    );
    const rows = await (mentor
      ? this.mentorsPage(mentor, wanted, page)
      : this.db
          .select({ ...flagColumns, keys: keysetKeys(openKeyset) })
          .from(radarFlags)
          .innerJoin(users, eq(users.id, radarFlags.studentId))
          .where(wanted)
          .orderBy(...page.order)
          .limit(page.limit));
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return { items: items.map(toFlag), nextCursor, pageSize };
  }

  /**
   * A mentor's page: for each batch on their roster (batch_mentors_mentor_idx), that batch's first
   * page-full of wanted flags (a LATERAL range of radar_flags_open_batch_idx), and the page taken
   * from those. It reads at most a page per batch of theirs, however many batches the campus has;
   * with the roster as a join or an EXISTS instead, PostgreSQL reads every batch's open flags
   * newest first (radar_flags_open_idx) until it has found a page of the mentor's.
   */
  private mentorsPage(
    mentor: string,
    wanted: SQL | undefined,
    page: { order: SQL[]; limit: number },
  ) {
    const perBatch = this.db
      .select({ id: radarFlags.id })
      .from(radarFlags)
      .where(
        and(
          eq(radarFlags.batchMonthYear, batchMentors.monthYear),
          eq(radarFlags.batchDomain, batchMentors.domain),
          wanted,
        ),
      )
      .orderBy(...page.order)
      .limit(page.limit)
      .as('batch_page');
    return this.db
      .select({ ...flagColumns, keys: keysetKeys(openKeyset) })
      .from(batchMentors)
      .innerJoinLateral(perBatch, sql`true`)
      .innerJoin(radarFlags, eq(radarFlags.id, perBatch.id))
      .innerJoin(users, eq(users.id, radarFlags.studentId))
      .where(eq(batchMentors.mentorId, mentor))
      .orderBy(...page.order)
      .limit(page.limit);
  }

  async student(caller: Principal, studentId: string): Promise<RadarStudentHistory> {
    const [student] = await this.db
      .select({
        id: users.id,
        name: users.name,
        monthYear: batchAssignments.monthYear,
        domain: batchAssignments.domain,
      })
      .from(users)
      .leftJoin(batchAssignments, eq(batchAssignments.studentId, users.id))
      .where(and(eq(users.id, studentId), eq(users.role, 'student')))
      .limit(1);
    const missing = notFound('No such student among yours.');
    if (!student) throw missing;
    if (caller.role !== 'admin') {
      if (student.monthYear === null || student.domain === null) throw missing;
      const batch = { monthYear: student.monthYear, domain: student.domain };
      if (!(await worksIn(this.db, caller.id, batch))) throw missing;
    }
    const flags = await selectFlags(this.db, eq(radarFlags.studentId, studentId))
      .orderBy(desc(radarFlags.raisedAt), desc(radarFlags.id))
      .limit(HISTORY_LIMIT);
    return { student: { _id: student.id, name: student.name }, flags: flags.map(toFlag) };
  }
}
