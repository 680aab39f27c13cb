// Tasks: the reads (lists for admins, mentors and students; one task; profile counts).
import type {
  OperationQuery,
  ReviewQueueItem,
  ReviewQueueItemTask,
  ReviewQueuePage,
  StudentTask,
  StudentTaskStats,
  StudentTaskStatsPage,
  TaskDetail,
  TaskPage,
  TaskStudentStatus,
  TaskSubmission,
} from '@campus/sdk/model';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lt,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  taskAssignees,
  tasks,
  taskStandings,
  taskSubmissions,
  users,
  type TaskRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../context';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { personColumns, toPerson } from '../../lib/people';
import { deriveStatus, taskEventTask, type Loaded, type TaskShapes } from './dto';
import type { TaskAccess } from './access';

/** A student with open work and no submission for this long needs attention (issue 11). */
const SILENCE_MS = 7 * 24 * 60 * 60 * 1000;

/** The admin's list in each of its sorts, ties by id (issue 26: keyset, not offset). */
function tasksKeyset(sort: OperationQuery<'listTasks'>['sort']): Keyset {
  const byDue = sort === 'dueDate' || sort === '-dueDate';
  const dir = sort.startsWith('-') ? 'desc' : 'asc';
  return {
    list: 'tasks',
    keys: [
      { expr: byDue ? tasks.dueDate : tasks.createdAt, type: 'timestamptz', dir },
      { expr: tasks.id, type: 'uuid', dir },
    ],
  };
}

/** The mentor's tasks: open first ('open' sorts after 'closed'), then due date, ties by id. */
const mentorTasksKeyset: Keyset = {
  list: 'mentorTasks',
  keys: [
    { expr: tasks.status, type: 'text', dir: 'desc' },
    { expr: tasks.dueDate, type: 'timestamptz', dir: 'asc' },
    { expr: tasks.id, type: 'uuid', dir: 'asc' },
  ],
};

/** The review queue: the longest-waiting attempt first, ties by the submission's id. */
const reviewQueueKeyset: Keyset = {
  list: 'reviewQueue',
  keys: [
    { expr: taskSubmissions.submittedAt, type: 'timestamptz', dir: 'asc' },
    { expr: taskSubmissions.id, type: 'uuid', dir: 'asc' },
  ],
};

export class TaskQueries {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: TaskAccess,
    private readonly shapes: TaskShapes,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async list(caller: Principal, f: OperationQuery<'listTasks'>): Promise<TaskPage> {
    const conds: SQL[] = [];
    if (f.status) conds.push(eq(tasks.status, f.status));
    if (f.mentorId) conds.push(eq(tasks.mentorId, f.mentorId));
    if (f.studentId) {
      conds.push(
        sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.studentId} = ${f.studentId})`,
      );
    }
    if (f.monthYear) conds.push(eq(tasks.batchMonthYear, f.monthYear));
    if (f.domain) conds.push(eq(tasks.batchDomain, f.domain));
    if (f.dueFrom) conds.push(gte(tasks.dueDate, new Date(f.dueFrom)));
    if (f.dueTo) conds.push(lt(tasks.dueDate, new Date(f.dueTo)));
    if (f.search)
      conds.push(ilike(tasks.title, `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`));
    return this.taskPage(tasksKeyset(f.sort), cursorScope(f), f, conds, caller);
  }

  async listMine(caller: Principal, f: OperationQuery<'listMentorTasks'>): Promise<TaskPage> {
    const conds: SQL[] = [eq(tasks.mentorId, caller.id)];
    if (f.status) conds.push(eq(tasks.status, f.status));
    return this.taskPage(mentorTasksKeyset, cursorScope(f), f, conds, caller);
  }

  /** One page of tasks in the keyset's order, each with its counts (not its assignees). */
  private async taskPage(
    keyset: Keyset,
    scope: string,
    req: { cursor?: string; pageSize: number },
    conds: SQL[],
    caller: Principal,
  ): Promise<TaskPage> {
    const page = keysetPage(keyset, scope, req);
    if (page.after) conds.push(page.after);
    const { items, nextCursor, pageSize } = page.finish(
      await this.db
        .select({ task: tasks, keys: keysetKeys(keyset) })
        .from(tasks)
        .where(and(...conds))
        .orderBy(...page.order)
        .limit(page.limit),
      (r) => r.keys,
    );
    return {
      items: await this.shapes.listItems(
        this.db,
        items.map((r) => r.task),
        caller,
      ),
      nextCursor,
      pageSize,
    };
  }

  private studentTask(
    t: TaskRow,
    l: Loaded,
    viewer: Principal,
    subsDto: Map<string, TaskSubmission>,
  ): StudentTask {
    const latest = l.latest.get(`${t.id}|${viewer.id}`);
    const dto: StudentTask = {
      ...this.shapes.base(t, l, viewer),
      myStatus: deriveStatus(latest, t.dueDate, this.ctx.now()),
      attempts: latest?.attempt ?? 0,
      canSubmit:
        t.status === 'open' && latest?.status !== 'pending' && latest?.status !== 'approved',
    };
    const latestSubmission = latest && subsDto.get(latest.id);
    if (latestSubmission) dto.latestSubmission = latestSubmission;
    return dto;
  }

  async listForStudent(caller: Principal, myStatus?: TaskStudentStatus): Promise<StudentTask[]> {
    const rows = (
      await this.db
        .select({ task: tasks })
        .from(tasks)
        .innerJoin(
          taskAssignees,
          and(eq(taskAssignees.taskId, tasks.id), eq(taskAssignees.studentId, caller.id)),
        )
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
    ).map((r) => r.task);
    const l = await this.shapes.load(this.db, rows, caller.id);
    const subs = await this.shapes.submissionDtos(this.db, [...l.latest.values()], caller);
    const subsDto = new Map(subs.map((s) => [s._id, s]));
    const items = rows.map((t) => this.studentTask(t, l, caller, subsDto));
    return myStatus ? items.filter((i) => i.myStatus === myStatus) : items;
  }

  async get(caller: Principal, id: string): Promise<TaskDetail> {
    const t = await this.access.byId(this.db, id);
    if (!t) throw notFound('Task not found.');
    const full = caller.role === 'admin' || t.mentorId === caller.id;
    if (
      !full &&
      !(caller.role === 'student' && (await this.access.isAssignee(this.db, id, caller.id)))
    ) {
      throw notFound('Task not found.');
    }
    const l = await this.shapes.load(this.db, [t], full ? undefined : caller.id);
    const subs = await this.db
      .select()
      .from(taskSubmissions)
      .where(
        full
          ? eq(taskSubmissions.taskId, id)
          : and(eq(taskSubmissions.taskId, id), eq(taskSubmissions.studentId, caller.id)),
      )
      .orderBy(desc(taskSubmissions.attempt));
    const subDtos = await this.shapes.submissionDtos(this.db, subs, caller);
    const now = this.ctx.now();
    const progress = (l.assignees.get(id) ?? []).map((sid) => ({
      student: this.shapes.person(l, sid),
      status: deriveStatus(l.latest.get(`${id}|${sid}`), t.dueDate, now),
      submissions: subDtos.filter((s) => s.student._id === sid),
    }));
    const dto: TaskDetail = { ...this.shapes.base(t, l, caller), progress };
    if (full) dto.counts = this.shapes.counts(t, l);
    return dto;
  }

  /**
   * The review queue: pending submissions of the caller's tasks (every task for an admin), the
   * longest-waiting first; ties by id so the order is stable for "Next in queue".
   */
  async reviewQueue(
    caller: Principal,
    f: OperationQuery<'listReviewQueue'>,
  ): Promise<ReviewQueuePage> {
    const conds: SQL[] = [eq(taskSubmissions.status, 'pending')];
    if (caller.role !== 'admin') conds.push(eq(tasks.mentorId, caller.id));
    if (f.taskId) conds.push(eq(taskSubmissions.taskId, f.taskId));
    if (f.monthYear) conds.push(eq(tasks.batchMonthYear, f.monthYear));
    if (f.domain) conds.push(eq(tasks.batchDomain, f.domain));
    const page = keysetPage(reviewQueueKeyset, cursorScope(f), f);
    const [read, [waiting]] = await Promise.all([
      this.db
        .select({ task: tasks, submission: taskSubmissions, keys: keysetKeys(reviewQueueKeyset) })
        .from(taskSubmissions)
        .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
        .where(and(...conds, page.after))
        .orderBy(...page.order)
        .limit(page.limit),
      this.db
        .select({ n: count() })
        .from(taskSubmissions)
        .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
        .where(and(...conds)),
    ]);
    const { items: rows, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    const base = { nextCursor, pageSize, waiting: waiting?.n ?? 0 };
    if (rows.length === 0) return { ...base, items: [] };
    const shape = await this.shapes.submissionShape(
      this.db,
      rows.map((r) => r.submission),
      caller,
    );
    return {
      ...base,
      items: rows.map(({ task: t, submission }): ReviewQueueItem => {
        const task: ReviewQueueItemTask = { ...taskEventTask(t), status: t.status };
        if (t.batchMonthYear && t.batchDomain)
          task.batch = { monthYear: t.batchMonthYear, domain: t.batchDomain };
        return { task, submission: shape(submission) };
      }),
    };
  }

  /**
   * /my-students: per student of the caller's tasks and batches, how those tasks stand and why the
   * student may need attention (issue 11). Derived like every status here, from the latest attempt
   * and the due date; students needing attention first, then by name. Issue 26: the standing is
   * kept by the database per mentor and student (task_standings) and paged by cursor, and the page
   * and the attention count are one query.
   */
  async studentStats(
    caller: Principal,
    f: OperationQuery<'listMentorStudentTaskStats'>,
  ): Promise<StudentTaskStatsPage> {
    const now = this.ctx.now();
    const silentSince = new Date(now.getTime() - SILENCE_MS);
    const batches = await this.ctx.extensions.mentorBatches(caller.id);
    // Issue 26: the standing is kept per mentor and student (task_standings, recounted by triggers on
    // every write to tasks, assignees and submissions; the task-standings_sql migration), so this reads
    // one row per student of the mentor instead of every assignee's latest attempt of every task the
    // mentor owns. What depends on the time is split here from the kept due dates: a task without an
    // attempt is overdue once its due date is past and to do before; it is work still open for the
    // 7-day silence while it is to do on an open task (deriveStatus's rule, as before).
    const kept = taskStandings;
    const dueCount = (dues: SQLWrapper, op: SQL) =>
      sql<number>`(select count(*) from unnest(${dues}) as due where due ${op} ${now})::int`;
    const standing = this.db.$with('standing').as(
      this.db
        .select({
          studentId: sql<string>`${kept.studentId}`.as('student_id'),
          assigned: sql<number>`${kept.assigned}`.as('assigned'),
          approved: sql<number>`${kept.approved}`.as('approved'),
          pending: sql<number>`${kept.pending}`.as('pending'),
          overdue: dueCount(kept.unsubmittedDue, sql`<`).as('overdue'),
          toDo: sql<number>`${kept.redo} + ${dueCount(kept.unsubmittedDue, sql`>=`)}`.as('to_do'),
          openToDo:
            sql<number>`${kept.redoOpen} + ${dueCount(kept.openUnsubmittedDue, sql`>=`)}`.as(
              'open_to_do',
            ),
          last: sql<Date | null>`${kept.lastSubmittedAt}`.as('last'),
        })
        .from(kept)
        .where(eq(kept.mentorId, caller.id)),
    );
    // Issue 27: every active student of the mentor's batches is theirs, with or without a task. The
    // roster's rows are read once (users_student_batch_idx) and the students with a standing outside
    // it (usually none) by key: each person's row is read once, not the roster's ids and then every
    // student again by the primary key.
    const person = {
      ...personColumns,
      monthYear: users.batchMonthYear,
      domain: users.batchDomain,
    };
    const roster = this.db.$with('roster').as(
      this.db
        .select(person)
        .from(users)
        .where(
          batches.length === 0
            ? sql`false`
            : and(
                eq(users.role, 'student'),
                eq(users.isActive, true),
                or(
                  ...batches.map((b) =>
                    and(eq(users.batchMonthYear, b.monthYear), eq(users.batchDomain, b.domain)),
                  ),
                ),
              ),
        ),
    );
    const people = this.db.$with('people').as(
      this.db
        .select()
        .from(roster)
        .unionAll(
          this.db
            .select(person)
            .from(users)
            .where(
              sql`${users.id} = any(array(select ${standing.studentId} from ${standing} except select ${roster.id} from ${roster}))`,
            ),
        ),
    );
    // Work still open for them and no submission for 7 days (or none ever).
    const quiet = sql`coalesce(${standing.openToDo} + ${standing.overdue} > 0 and (${standing.last} is null or ${standing.last} < ${silentSince}), false)`;
    const everyone = this.db.$with('everyone').as(
      this.db
        .select({
          id: people.id,
          name: people.name,
          role: people.role,
          profileImageUrl: people.profileImageUrl,
          monthYear: people.monthYear,
          domain: people.domain,
          assigned: sql<number>`coalesce(${standing.assigned}, 0)`.as('assigned'),
          approved: sql<number>`coalesce(${standing.approved}, 0)`.as('approved'),
          pending: sql<number>`coalesce(${standing.pending}, 0)`.as('pending'),
          overdue: sql<number>`coalesce(${standing.overdue}, 0)`.as('overdue'),
          toDo: sql<number>`coalesce(${standing.toDo}, 0)`.as('to_do'),
          lastMs: sql<number | null>`(extract(epoch from ${standing.last}) * 1000)::float8`.as(
            'last_ms',
          ),
          quiet: sql<boolean>`${quiet}`.as('quiet'),
          attention: sql<number>`(coalesce(${standing.overdue} > 0, false) or ${quiet})::int`.as(
            'attention',
          ),
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
    const page = keysetPage(keyset, cursorScope(f), f);
    const read = await this.db
      .with(standing, roster, people, everyone)
      .select({
        id: everyone.id,
        name: everyone.name,
        role: everyone.role,
        profileImageUrl: everyone.profileImageUrl,
        monthYear: everyone.monthYear,
        domain: everyone.domain,
        assigned: everyone.assigned,
        approved: everyone.approved,
        pending: everyone.pending,
        overdue: everyone.overdue,
        toDo: everyone.toDo,
        lastMs: everyone.lastMs,
        quiet: everyone.quiet,
        keys: keysetKeys(keyset),
        needAttention: sql<number>`(select count(*) from ${everyone} where ${everyone.attention} = 1)::int`,
      })
      .from(everyone)
      .where(page.after)
      .orderBy(...page.order)
      .limit(page.limit);
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

  /** Profile stats: a student's tasks still to do; a mentor's submissions awaiting review. */
  async pendingCount(user: Principal): Promise<number> {
    if (user.role === 'student') {
      // listForStudent's canSubmit, counted in the database: an open task whose latest attempt is
      // neither pending nor approved (one query, not the student's whole task list).
      const [row] = await this.db
        .select({ n: count() })
        .from(taskAssignees)
        .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
        .where(
          and(
            eq(taskAssignees.studentId, user.id),
            eq(tasks.status, 'open'),
            sql`coalesce((select ${taskSubmissions.status} from ${taskSubmissions}
              where ${taskSubmissions.taskId} = ${tasks.id} and ${taskSubmissions.studentId} = ${user.id}
              order by ${taskSubmissions.attempt} desc limit 1), 'none') not in ('pending', 'approved')`,
          ),
        );
      return row?.n ?? 0;
    }
    if (user.role === 'mentor') {
      const [row] = await this.db
        .select({ n: count() })
        .from(taskSubmissions)
        .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
        .where(and(eq(tasks.mentorId, user.id), eq(taskSubmissions.status, 'pending')));
      return row?.n ?? 0;
    }
    return 0;
  }
}
