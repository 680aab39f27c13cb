// /my-students' read (listMentorStudentTaskStats): one statement built once per process and run as a
// named prepared statement (issue 26). Its values — the mentor, the time, the mentor's batches as two
// arrays, the cursor's keys and the page size — are placeholders, so a request neither rebuilds the
// SQL in drizzle nor has PostgreSQL parse and plan it again (both measured on the large campus as
// much as the read itself: about 0.8 ms of the process and 1.3 ms of planning a request).
import type { OperationQuery, StudentTaskStats, StudentTaskStatsPage } from '@campus/sdk/model';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { taskStandings, users } from '../../db/schema/index';
import { cursorScope, decodeCursor, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { personColumns, toPerson } from '../../lib/people';
import type { AppContext, BatchRef } from '../../context';

/** A student with open work and no submission for this long needs attention (issue 11). */
const SILENCE_MS = 7 * 24 * 60 * 60 * 1000;

const p = {
  mentor: sql.placeholder('mentor'),
  now: sql.placeholder('now'),
  silentSince: sql.placeholder('silentSince'),
  months: sql.placeholder('months'),
  domains: sql.placeholder('domains'),
  attention: sql.placeholder('attention'),
  lowerName: sql.placeholder('lowerName'),
  id: sql.placeholder('id'),
  limit: sql.placeholder('limit'),
};

function build(db: Queryable) {
  // The standing is kept per mentor and student (task_standings, recounted by triggers on every
  // write to tasks, assignees and submissions; the task-standings_sql migration), so this reads one
  // row per student of the mentor instead of every assignee's latest attempt of every task the
  // mentor owns.
  const kept = taskStandings;
  const standing = db.$with('standing').as(
    db
      .select({
        studentId: sql<string>`${kept.studentId}`.as('student_id'),
        assigned: sql<number>`${kept.assigned}`.as('assigned'),
        approved: sql<number>`${kept.approved}`.as('approved'),
        pending: sql<number>`${kept.pending}`.as('pending'),
        redo: sql<number>`${kept.redo}`.as('redo'),
        redoOpen: sql<number>`${kept.redoOpen}`.as('redo_open'),
        dues: sql<unknown>`${kept.unsubmittedDue}`.as('dues'),
        openDues: sql<unknown>`${kept.openUnsubmittedDue}`.as('open_dues'),
        last: sql<Date | null>`${kept.lastSubmittedAt}`.as('last'),
      })
      .from(kept)
      .where(eq(kept.mentorId, p.mentor)),
  );
  // Issue 27: every active student of the mentor's batches is theirs, with or without a task. The
  // roster's rows are read once (users_student_batch_idx, one range per batch) and the students with
  // a standing outside it (usually none) by key: each person's row is read once.
  const person = { ...personColumns, monthYear: users.batchMonthYear, domain: users.batchDomain };
  const roster = db.$with('roster').as(
    db
      .select(person)
      .from(users)
      // For the prepared statement's generic plan (which cannot know how many batches there are):
      // the role a literal, or the partial index (role = 'student') does not apply; each column
      // matched to its array as well as the pairs, or the planner hashes the pairs against every
      // user (measured: 20,006 rows, 15 ms) instead of reading one index range per batch (1.4 ms).
      .where(
        sql`${users.role} = 'student' and ${users.isActive}
          and ${users.batchMonthYear} = any(cast(${p.months} as text[]))
          and ${users.batchDomain} = any(cast(${p.domains} as text[]))
          and (${users.batchMonthYear}, ${users.batchDomain}) in (select * from unnest(cast(${p.months} as text[]), cast(${p.domains} as text[])))`,
      ),
  );
  const people = db.$with('people').as(
    db
      .select()
      .from(roster)
      .unionAll(
        db
          .select(person)
          .from(users)
          .where(
            sql`${users.id} = any(array(select ${standing.studentId} from ${standing} except select ${roster.id} from ${roster}))`,
          ),
      ),
  );
  // Who needs attention, from kept columns alone (no count): an overdue task (the earliest due date
  // without an attempt is past), or work still open — a redo on an open task, or an open task
  // without an attempt, which is not overdue when nothing is — and no submission for 7 days.
  const silent = sql`(${standing.last} is null or ${standing.last} < ${p.silentSince})`;
  const attention = sql`coalesce((${standing.dues})[1] < ${p.now} or ((${standing.redoOpen} > 0 or cardinality(${standing.openDues}) > 0) and ${silent}), false)`;
  const everyone = db.$with('everyone').as(
    db
      .select({
        id: people.id,
        name: people.name,
        role: people.role,
        profileImageUrl: people.profileImageUrl,
        monthYear: people.monthYear,
        domain: people.domain,
        assigned: sql<number>`${standing.assigned}`.as('assigned'),
        approved: sql<number>`${standing.approved}`.as('approved'),
        pending: sql<number>`${standing.pending}`.as('pending'),
        redo: sql<number>`${standing.redo}`.as('redo'),
        redoOpen: sql<number>`${standing.redoOpen}`.as('redo_open'),
        dues: sql<unknown>`${standing.dues}`.as('dues'),
        openDues: sql<unknown>`${standing.openDues}`.as('open_dues'),
        last: sql<Date | null>`${standing.last}`.as('last'),
        attention: sql<number>`${attention}::int`.as('attention'),
        lowerName: sql<string>`lower(${people.name})`.as('lower_name'),
      })
      .from(people)
      .leftJoin(standing, eq(standing.studentId, people.id)),
  );
  const keyset: Keyset = {
    list: 'myStudents',
    keys: [
      { expr: sql`${everyone.attention}`, type: 'integer', dir: 'desc' },
      { expr: sql`${everyone.lowerName}`, type: 'text', dir: 'asc' },
      { expr: everyone.id, type: 'uuid', dir: 'asc' },
    ],
  };
  // The page's own counts, split by the time from the kept due dates (deriveStatus's rule): a task
  // without an attempt is overdue once its due date is past and to do before.
  const dueCount = (dues: SQLWrapper, op: SQL) =>
    sql<number>`(select count(*) from unnest(${dues}) as due where due ${op} ${p.now})::int`;
  const overdue = dueCount(everyone.dues, sql`<`);
  const openToDo = sql`${everyone.redoOpen} + ${dueCount(everyone.openDues, sql`>=`)}`;
  const read = (next: boolean) =>
    db
      .with(standing, roster, people, everyone)
      .select({
        id: everyone.id,
        name: everyone.name,
        role: everyone.role,
        profileImageUrl: everyone.profileImageUrl,
        monthYear: everyone.monthYear,
        domain: everyone.domain,
        assigned: sql<number>`coalesce(${everyone.assigned}, 0)`,
        approved: sql<number>`coalesce(${everyone.approved}, 0)`,
        pending: sql<number>`coalesce(${everyone.pending}, 0)`,
        overdue: sql<number>`coalesce(${overdue}, 0)`,
        toDo: sql<number>`coalesce(${everyone.redo} + ${dueCount(everyone.dues, sql`>=`)}, 0)`,
        lastMs: sql<number | null>`(extract(epoch from ${everyone.last}) * 1000)::float8`,
        // Work still open for them and no submission for 7 days (or none ever).
        quiet: sql<boolean>`coalesce(${openToDo} + ${overdue} > 0 and (${everyone.last} is null or ${everyone.last} < ${p.silentSince}), false)`,
        keys: keysetKeys(keyset),
        needAttention: sql<number>`(select count(*) from ${everyone} where ${everyone.attention} = 1)::int`,
      })
      .from(everyone)
      .where(
        next
          ? // After the cursor's row: attention descending, then name and id ascending.
            sql`(${everyone.attention} < cast(${p.attention} as integer) or (${everyone.attention} = cast(${p.attention} as integer) and (${everyone.lowerName}, ${everyone.id}) > (cast(${p.lowerName} as text), cast(${p.id} as uuid))))`
          : undefined,
      )
      .orderBy(sql`${everyone.attention} desc`, everyone.lowerName, everyone.id)
      .limit(p.limit)
      .prepare(next ? 'my_students_next' : 'my_students');
  return { keyset, first: read(false), next: read(true) };
}

export class MyStudents {
  // Built on first use against the database it was built on (ctx.db is one for the process).
  private built: { db: Queryable; read: ReturnType<typeof build> } | undefined;

  constructor(private readonly ctx: AppContext) {}

  /**
   * Per student of the caller's tasks and batches, how those tasks stand and why the student may
   * need attention (issue 11); students needing attention first, then by name, paged by cursor, and
   * the attention count of all of them in the same statement.
   */
  async page(
    mentorId: string,
    batches: readonly BatchRef[],
    f: OperationQuery<'listMentorStudentTaskStats'>,
  ): Promise<StudentTaskStatsPage> {
    if (this.built?.db !== this.ctx.db) this.built = { db: this.ctx.db, read: build(this.ctx.db) };
    const { keyset, first, next } = this.built.read;
    const now = this.ctx.now();
    const scope = cursorScope(f);
    const page = keysetPage(keyset, scope, f);
    const values = {
      mentor: mentorId,
      now,
      silentSince: new Date(now.getTime() - SILENCE_MS),
      months: batches.map((b) => b.monthYear),
      domains: batches.map((b) => b.domain),
      limit: page.limit,
    };
    const after = f.cursor ? decodeCursor(keyset, scope, f.cursor) : undefined;
    const read = after
      ? await next.execute({ ...values, attention: after[0], lowerName: after[1], id: after[2] })
      : await first.execute(values);
    const { items, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
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
      needAttention: read[0]?.needAttention ?? 0,
    };
  }
}
