// Tasks: the reads (lists for admins, mentors and students; one task; profile counts).
import type {
  OperationQuery,
  ReviewQueuePage,
  StudentTask,
  StudentTaskStatsPage,
  TaskDetail,
  TaskPage,
  TaskStudentStatus,
  TaskSubmission,
} from '@campus/sdk/model';
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { taskAssignees, tasks, taskSubmissions, type TaskRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../context';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { deriveStatus, type Loaded, type TaskShapes } from './dto';
import type { TaskAccess } from './access';
import { MyStudents } from './my-students';
import { awaitingReviewBy, ReviewQueue } from './review-queue';
import { submissionMentorSql } from './submission-mentors';

/** The admin's list in each of its sorts, ties by id (keyset, not offset). */
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

export class TaskQueries {
  private readonly myStudents: MyStudents;
  private readonly queue: ReviewQueue;

  constructor(
    private readonly ctx: AppContext,
    private readonly access: TaskAccess,
    private readonly shapes: TaskShapes,
  ) {
    this.myStudents = new MyStudents(ctx);
    this.queue = new ReviewQueue(ctx, shapes);
  }

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

  /**
   * One task: whole to its owner and admins; to an assignee with their own attempts; to a mentor
   * who reviews (or reviewed) some of its attempts, with the students of those (the review screen).
   * Which attempts a mentor sees is submissionMentorSql's rule.
   */
  async get(caller: Principal, id: string): Promise<TaskDetail> {
    const t = await this.access.byId(this.db, id);
    if (!t) throw notFound('Task not found.');
    const full = caller.role === 'admin' || t.mentorId === caller.id;
    const student =
      caller.role === 'student' && (await this.access.isAssignee(this.db, id, caller.id));
    if (!full && !student && caller.role !== 'mentor') throw notFound('Task not found.');
    const l = await this.shapes.load(this.db, [t], student ? caller.id : undefined);
    const subs = await this.db
      .select({ s: taskSubmissions })
      .from(taskSubmissions)
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .where(
        and(
          eq(taskSubmissions.taskId, id),
          student
            ? eq(taskSubmissions.studentId, caller.id)
            : caller.role === 'admin'
              ? undefined
              : submissionMentorSql(caller.id),
        ),
      )
      .orderBy(desc(taskSubmissions.attempt))
      .then((rows) => rows.map((r) => r.s));
    // A mentor neither owner nor reviewer of any of its attempts: as if it did not exist.
    if (!full && !student && subs.length === 0) throw notFound('Task not found.');
    const subDtos = await this.shapes.submissionDtos(this.db, subs, caller);
    const now = this.ctx.now();
    const reviewed = new Set(subs.map((s) => s.studentId));
    const progress = (l.assignees.get(id) ?? [])
      .filter((sid) => full || student || reviewed.has(sid))
      .map((sid) => ({
        student: this.shapes.person(l, sid),
        status: deriveStatus(l.latest.get(`${id}|${sid}`), t.dueDate, now),
        submissions: subDtos.filter((s) => s.student._id === sid),
      }));
    const dto: TaskDetail = { ...this.shapes.base(t, l, caller), progress };
    if (full) dto.counts = this.shapes.counts(t, l);
    return dto;
  }

  /** The review queue (review-queue.ts). */
  async reviewQueue(
    caller: Principal,
    f: OperationQuery<'listReviewQueue'>,
  ): Promise<ReviewQueuePage> {
    return this.queue.page(caller, f);
  }

  /** /my-students: the mentor's students with their task standing (my-students.ts). */
  async studentStats(
    caller: Principal,
    f: OperationQuery<'listMentorStudentTaskStats'>,
  ): Promise<StudentTaskStatsPage> {
    // The mentor's batches are asked for only when the page goes past those needing attention.
    return this.myStudents.page(caller.id, () => this.ctx.extensions.mentorBatches(caller.id), f);
  }

  /** Profile stats: a student's tasks still to do; the submissions waiting on a mentor's review. */
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
        .where(awaitingReviewBy(user.id));
      return row?.n ?? 0;
    }
    return 0;
  }
}
