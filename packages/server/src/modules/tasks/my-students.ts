// /my-students' read (listMentorStudentTaskStats): named prepared statements built once per process.
// Their values — the mentor, the time, the mentor's batches as two arrays, the cursor's
// keys and the page size — are placeholders, so a request neither rebuilds the SQL in drizzle nor
// has PostgreSQL parse and plan it again.
//
// The list is every student with a standing kept for the mentor (task_standings) and every active
// student of the mentor's batches without one, those who need attention first, then by name and id.
// A standing keeps its student's lower(name) and from when it needs attention (attention_from; see
// the tasks-scale_sql migration), so "needs attention now" is `attention_from < now` and both parts
// of the order are index orders (task_standings_list_idx): a page reads its own rows, not every
// student of the mentor (~200 on the large campus) sorted per request. One statement reads the page:
// those who need attention by name (task_standings_list_idx) with how many they are
// (task_standings_attention_idx, one range), and only when they leave the page short the others —
// the standings that do not need attention and, per batch, the roster's students without a standing
// (users_student_batch_name_idx), each in name order from the cursor on, merged. On the large
// campus the first page reads ~20 standings and their 20 users rows, not 200 of each.
import type { OperationQuery, StudentTaskStats, StudentTaskStatsPage } from '@campus/sdk/model';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { taskStandings, users } from '../../db/schema/index';
import { cursorScope, decodeCursor, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { toPerson } from '../../lib/people';
import type { AppContext, BatchRef } from '../../context';

/** A student with open work and no submission for this long needs attention. */
const SILENCE_MS = 7 * 24 * 60 * 60 * 1000;

const p = {
  mentor: sql.placeholder('mentor'),
  now: sql.placeholder('now'),
  silentSince: sql.placeholder('silentSince'),
  months: sql.placeholder('months'),
  domains: sql.placeholder('domains'),
  lowerName: sql.placeholder('lowerName'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
};

/** The list's order (the cursor's keys): attention (1 or 0) descending, then name and id ascending. */
const keyset: Keyset = {
  list: 'myStudents',
  keys: [
    { expr: sql`page.attention`, type: 'integer', dir: 'desc' },
    { expr: sql`page.lower_name`, type: 'text', dir: 'asc' },
    { expr: sql`page.id`, type: 'uuid', dir: 'asc' },
  ],
};

/** What a page row carries of its standing (null for a student without one). */
const keptColumns = sql.raw(
  'assigned, approved, pending, redo, redo_open, unsubmitted_due, open_unsubmitted_due, last_submitted_at',
);

/** Where a page starts: from the top, after the cursor among those needing attention, or the others. */
type Start = 'first' | 'attention' | 'others';

function build(db: Queryable) {
  const after = (name: SQL, id: SQL) =>
    sql`and (${name}, ${id}) > (cast(${p.lowerName} as text), cast(${p.id} as uuid))`;
  // Those who need attention, by name (from the cursor on): one range of task_standings_list_idx.
  const attention = (next: boolean) => sql`
    select s.student_id as id, s.lower_name, 1 as attention, ${keptColumns}
    from task_standings as s
    where s.mentor_id = ${p.mentor} and s.attention_from < ${p.now}
      ${next ? after(sql`s.lower_name`, sql`s.student_id`) : sql``}
    order by s.lower_name, s.student_id limit ${p.limit}`;
  // The others, by name (from the cursor on): the standings that do not need attention (the same
  // index) and, per batch, the active students without a standing (users_student_batch_name_idx),
  // at most a page of each, merged. Whether a student has a standing is one probe of the primary
  // key per student, as a subquery so a generic plan cannot trade it for a scan of all the
  // mentor's standings; the role and the active flag are literals, so it can use the partial index.
  // The batches are read through sub-selects, which a custom plan cannot see into either: with one
  // batch in view, a custom plan of a small campus always looked cheaper than the generic plan
  // (which assumes ten), so PostgreSQL planned the statement again on every request (measured: 0 of
  // 12 executions generic on the demo world, 0.7 ms each; 7 of 12 generic after, 0.2 ms).
  const others = (next: boolean) => sql`
    select o.id, o.lower_name, 0 as attention, ${keptColumns} from (
      (select s.student_id as id, s.lower_name, ${keptColumns}
        from task_standings as s
        where s.mentor_id = ${p.mentor} and not coalesce(s.attention_from < ${p.now}, false)
          ${next ? after(sql`s.lower_name`, sql`s.student_id`) : sql``}
        order by s.lower_name, s.student_id limit ${p.limit})
      union all
      (select r.id, r.lower_name, null, null, null, null, null, null, null, null
        from (select distinct * from unnest((select cast(${p.months} as text[])),
                                            (select cast(${p.domains} as text[])))) as b (month_year, domain)
        cross join lateral (
          select u.id, lower(u.name) as lower_name from users as u
          where u.role = 'student' and u.is_active
            and u.batch_month_year = b.month_year and u.batch_domain = b.domain
            ${next ? after(sql`lower(u.name)`, sql`u.id`) : sql``}
            and (select x.student_id from task_standings as x
                 where x.mentor_id = ${p.mentor} and x.student_id = u.id) is null
          order by lower(u.name), u.id limit ${p.limit}) as r)
    ) as o order by o.lower_name, o.id limit ${p.limit}`;
  // A page: from the top (or after a cursor among those needing attention), those who need
  // attention and then the others, which are read only when the first part leaves the page short
  // (a one-time filter: on the large campus the first page never reads them); after a cursor among
  // the others, only they.
  const pages: Record<Start, SQL> = {
    first: sql`(with a as materialized (${attention(false)})
      select * from a union all
      select * from (${others(false)}) as o where (select count(*) from a) < ${p.limit}) as page`,
    attention: sql`(with a as materialized (${attention(true)})
      select * from a union all
      select * from (${others(false)}) as o where (select count(*) from a) < ${p.limit}) as page`,
    others: sql`(${others(true)}) as page`,
  };

  // The page's own figures, from its kept standing (none: all 0), split by the time from the kept
  // due dates (deriveStatus's rule): a task without an attempt is overdue once its due date is past
  // and to do before.
  const col = (name: string) => sql.raw(`page.${name}`);
  const dueCount = (dues: SQL, op: SQL) =>
    sql<number>`(select count(*) from unnest(${dues}) as due where due ${op} ${p.now})::int`;
  const overdue = dueCount(col('unsubmitted_due'), sql`<`);
  const openToDo = sql`${col('redo_open')} + ${dueCount(col('open_unsubmitted_due'), sql`>=`)}`;
  const last = col('last_submitted_at');
  const read = (start: Start) =>
    db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        profileImageUrl: users.profileImageUrl,
        monthYear: users.batchMonthYear,
        domain: users.batchDomain,
        assigned: sql<number>`coalesce(${col('assigned')}, 0)`,
        approved: sql<number>`coalesce(${col('approved')}, 0)`,
        pending: sql<number>`coalesce(${col('pending')}, 0)`,
        overdue: sql<number>`coalesce(${overdue}, 0)`,
        toDo: sql<number>`coalesce(${col('redo')} + ${dueCount(col('unsubmitted_due'), sql`>=`)}, 0)`,
        lastMs: sql<number | null>`(extract(epoch from ${last}) * 1000)::float8`,
        // Work still open for them and no submission for 7 days (or none ever).
        quiet: sql<boolean>`coalesce(${openToDo} + ${overdue} > 0 and (${last} is null or ${last} < ${p.silentSince}), false)`,
        keys: keysetKeys(keyset),
        // How many of all the mentor's students need attention (one index-only range).
        needAttention: sql<number>`(select count(*) from task_standings as c where c.mentor_id = ${p.mentor} and c.attention_from < ${p.now})::int`,
      })
      .from(pages[start])
      .innerJoin(users, sql`${users.id} = page.id`)
      .orderBy(sql`page.attention desc`, sql`page.lower_name`, sql`page.id`)
      .limit(p.limit)
      .prepare(`my_students_${start}`);

  const needAttention = db
    .select({ n: count() })
    .from(taskStandings)
    .where(
      and(
        sql`${taskStandings.mentorId} = ${p.mentor}`,
        sql`${taskStandings.attentionFrom} < ${p.now}`,
      ),
    )
    .prepare('my_students_need_attention');

  return {
    first: read('first'),
    attention: read('attention'),
    others: read('others'),
    needAttention,
  };
}

export class MyStudents {
  // Built on first use against the database it was built on (ctx.db is one for the process).
  private built: { db: Queryable; read: ReturnType<typeof build> } | undefined;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Per student of the caller's tasks and batches, how those tasks stand and why the student may
   * need attention; students needing attention first, then by name, paged by cursor, and
   * the attention count of all of them in the same statement.
   */
  async page(
    mentorId: string,
    batches: () => Promise<readonly BatchRef[]>,
    f: OperationQuery<'listMentorStudentTaskStats'>,
  ): Promise<StudentTaskStatsPage> {
    if (this.built?.db !== this.ctx.db) this.built = { db: this.ctx.db, read: build(this.ctx.db) };
    const read = this.built.read;
    const now = this.ctx.now();
    const scope = cursorScope(f);
    const page = keysetPage(keyset, scope, f);
    const after = f.cursor ? decodeCursor(keyset, scope, f.cursor) : undefined;
    // Where the cursor is: among those who need attention (1), the others (0), before them all or
    // past them all (any other number a cursor may carry: from the top, or an empty page).
    const at = after ? Number(after[0]) : 2;
    const refs = at >= 0 ? await batches() : [];
    const values = {
      mentor: mentorId,
      now,
      silentSince: new Date(now.getTime() - SILENCE_MS),
      months: refs.map((b) => b.monthYear),
      domains: refs.map((b) => b.domain),
      limit: page.limit,
    };
    const from = after ? { lowerName: after[1], id: after[2] } : {};
    const rows =
      at > 1
        ? await read.first.execute(values)
        : at === 1
          ? await read.attention.execute({ ...values, ...from })
          : at === 0
            ? await read.others.execute({ ...values, ...from })
            : [];
    // The count rides on the page's rows; an empty page asks for it alone.
    const needAttention =
      rows[0]?.needAttention ??
      (after ? ((await read.needAttention.execute({ mentor: mentorId, now }))[0]?.n ?? 0) : 0);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
    return {
      items: items.map((s) => {
        const needsAttention: string[] = [];
        if (s.overdue) needsAttention.push(plural(s.overdue, 'overdue task'));
        if (s.quiet)
          needsAttention.push(
            s.lastMs === null ? 'Has not submitted anything yet' : 'No submission for 7 days',
          );
        const dto: StudentTaskStats = {
          student: toPerson(s),
          assigned: s.assigned,
          approved: s.approved,
          pending: s.pending,
          overdue: s.overdue,
          toDo: s.toDo,
          needsAttention,
        };
        if (s.monthYear && s.domain) dto.batch = { monthYear: s.monthYear, domain: s.domain };
        if (s.lastMs !== null) dto.lastSubmittedAt = new Date(s.lastMs).toISOString();
        return dto;
      }),
      nextCursor,
      pageSize,
      needAttention,
    };
  }
}
