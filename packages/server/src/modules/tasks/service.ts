// Tasks: mentors set work for their students or a whole batch; students submit attempts; the owner
// reviews each pending attempt once. Per-student status is derived from the latest attempt and the
// due date (never stored). Every write runs in one transaction; events are stored as notifications in
// it and delivered after the commit (realtime hub).
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  taskAssignees,
  taskFeedback,
  taskFiles,
  tasks,
  taskSubmissions,
  users,
  type ReviewDecision,
  type SubmissionStatus,
  type TaskRow,
  type TaskStatus,
  type TaskSubmissionRow,
  type UserRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import {
  conflict,
  fieldError,
  notFound,
  validationFailed,
  type FieldError,
} from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { isWorkingMentor } from '../users/service';
import type { Delivery, ServerEvent, ServerEventName } from '../../realtime/hub';
import { FileStore, type FileRef } from './files';

export type StudentStatus = SubmissionStatus | 'not_submitted' | 'overdue';

export interface PersonSummary {
  _id: string;
  name: string;
  role: UserRow['role'];
  profileImage?: { url: string };
}

export interface TaskCounts {
  assigned: number;
  not_submitted: number;
  pending: number;
  approved: number;
  rejected: number;
  modification_requested: number;
  overdue: number;
  late: number;
}

export interface CreateTaskInput {
  title: string;
  description?: string;
  dueDate: string;
  timezone: string;
  attachmentIds?: string[];
  studentIds?: string[];
  batch?: BatchRef;
  mentorId?: string;
}

export interface UpdateTaskInput {
  title?: string;
  description?: string;
  dueDate?: string;
  timezone?: string;
  attachmentIds?: string[];
  addStudentIds?: string[];
  addBatch?: BatchRef;
  removeStudentIds?: string[];
}

export interface SubmitInput {
  text?: string;
  fileIds?: string[];
  links?: string[];
}

export interface ListTasksQuery {
  status?: TaskStatus;
  mentorId?: string;
  studentId?: string;
  monthYear?: string;
  domain?: string;
  dueFrom?: string;
  dueTo?: string;
  sort: '-createdAt' | 'createdAt' | 'dueDate' | '-dueDate';
  search?: string;
  page: number;
  pageSize: number;
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const TASK_LINK = '/dashboard';

export const toPerson = (
  u: Pick<UserRow, 'id' | 'name' | 'role' | 'profileImageUrl'>,
): PersonSummary => {
  const p: PersonSummary = { _id: u.id, name: u.name, role: u.role };
  if (u.profileImageUrl) p.profileImage = { url: u.profileImageUrl };
  return p;
};

export async function peopleById(
  q: Queryable,
  ids: Iterable<string>,
): Promise<Map<string, PersonSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toPerson(r)]));
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function deriveStatus(
  latest: Pick<TaskSubmissionRow, 'status'> | undefined,
  due: Date,
  now: Date,
): StudentStatus {
  if (latest) return latest.status;
  return now.getTime() > due.getTime() ? 'overdue' : 'not_submitted';
}

const EVENT_FOR: Record<ReviewDecision, ServerEventName> = {
  approved: 'task_approved',
  rejected: 'task_rejected',
  modification_requested: 'task_modification_request',
};

export const taskEventTask = (t: TaskRow) => ({
  _id: t.id,
  title: t.title,
  dueDate: t.dueDate.toISOString(),
  timezone: t.timezone,
});

/** Everything the DTO builders need about a set of tasks, loaded in a few queries. */
interface Loaded {
  assignees: Map<string, string[]>;
  latest: Map<string, TaskSubmissionRow>; // key taskId|studentId
  attachments: Map<string, (typeof taskFiles.$inferSelect)[]>;
  people: Map<string, PersonSummary>;
}

export class TasksService {
  readonly files: FileStore;

  constructor(private readonly ctx: AppContext) {
    this.files = new FileStore(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  // ---------- loading and shaping ----------

  private async load(q: Queryable, rows: TaskRow[], onlyStudent?: string): Promise<Loaded> {
    const ids = rows.map((r) => r.id);
    const out: Loaded = {
      assignees: new Map(),
      latest: new Map(),
      attachments: new Map(),
      people: new Map(),
    };
    if (ids.length === 0) return out;
    const aWhere = onlyStudent
      ? and(inArray(taskAssignees.taskId, ids), eq(taskAssignees.studentId, onlyStudent))
      : inArray(taskAssignees.taskId, ids);
    const [assigneeRows, latestRows, fileRows] = await Promise.all([
      q
        .select({ taskId: taskAssignees.taskId, studentId: taskAssignees.studentId })
        .from(taskAssignees)
        .where(aWhere)
        .orderBy(asc(taskAssignees.createdAt), asc(taskAssignees.studentId)),
      q
        .selectDistinctOn([taskSubmissions.taskId, taskSubmissions.studentId])
        .from(taskSubmissions)
        .where(
          onlyStudent
            ? and(inArray(taskSubmissions.taskId, ids), eq(taskSubmissions.studentId, onlyStudent))
            : inArray(taskSubmissions.taskId, ids),
        )
        .orderBy(taskSubmissions.taskId, taskSubmissions.studentId, desc(taskSubmissions.attempt)),
      q
        .select()
        .from(taskFiles)
        .where(and(inArray(taskFiles.taskId, ids), sql`${taskFiles.submissionId} IS NULL`))
        .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id)),
    ]);
    for (const a of assigneeRows) {
      const list = out.assignees.get(a.taskId) ?? [];
      list.push(a.studentId);
      out.assignees.set(a.taskId, list);
    }
    for (const s of latestRows) out.latest.set(`${s.taskId}|${s.studentId}`, s);
    for (const f of fileRows) {
      const list = out.attachments.get(f.taskId as string) ?? [];
      list.push(f);
      out.attachments.set(f.taskId as string, list);
    }
    const personIds = new Set<string>();
    for (const r of rows) {
      personIds.add(r.mentorId);
      if (r.createdById) personIds.add(r.createdById);
    }
    for (const a of assigneeRows) personIds.add(a.studentId);
    out.people = await peopleById(q, personIds);
    return out;
  }

  private person(l: Loaded, id: string): PersonSummary {
    return l.people.get(id) ?? { _id: id, name: 'Former user', role: 'student' };
  }

  private base(t: TaskRow, l: Loaded, viewer: Principal) {
    const now = this.ctx.now();
    const dto: Record<string, unknown> = {
      _id: t.id,
      title: t.title,
      description: t.description,
      dueDate: t.dueDate.toISOString(),
      timezone: t.timezone,
      status: t.status,
      mentor: this.person(l, t.mentorId),
      assignees: (l.assignees.get(t.id) ?? []).map((id) => this.person(l, id)),
      attachments: (l.attachments.get(t.id) ?? []).map((f) => this.files.ref(f, viewer)),
      isPastDue: now.getTime() > t.dueDate.getTime(),
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    };
    if (t.createdById && t.createdById !== t.mentorId)
      dto.createdBy = this.person(l, t.createdById);
    if (t.batchMonthYear && t.batchDomain)
      dto.batch = { monthYear: t.batchMonthYear, domain: t.batchDomain };
    if (t.closedAt) dto.closedAt = t.closedAt.toISOString();
    return dto;
  }

  private counts(t: TaskRow, l: Loaded): TaskCounts {
    const now = this.ctx.now();
    const c: TaskCounts = {
      assigned: 0,
      not_submitted: 0,
      pending: 0,
      approved: 0,
      rejected: 0,
      modification_requested: 0,
      overdue: 0,
      late: 0,
    };
    for (const sid of l.assignees.get(t.id) ?? []) {
      const latest = l.latest.get(`${t.id}|${sid}`);
      c.assigned++;
      c[deriveStatus(latest, t.dueDate, now)]++;
      if (latest?.late) c.late++;
    }
    return c;
  }

  async mentorTasks(q: Queryable, rows: TaskRow[], viewer: Principal) {
    const l = await this.load(q, rows);
    return rows.map((t) => ({ ...this.base(t, l, viewer), counts: this.counts(t, l) }));
  }

  private async mentorTask(q: Queryable, row: TaskRow, viewer: Principal) {
    const [dto] = await this.mentorTasks(q, [row], viewer);
    return dto;
  }

  /** Submissions with their files and feedback, newest first. */
  private async submissionDtos(q: Queryable, subs: TaskSubmissionRow[], viewer: Principal) {
    if (subs.length === 0) return [];
    const ids = subs.map((s) => s.id);
    const [files, feedback] = await Promise.all([
      q
        .select()
        .from(taskFiles)
        .where(inArray(taskFiles.submissionId, ids))
        .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id)),
      q
        .select()
        .from(taskFeedback)
        .where(inArray(taskFeedback.submissionId, ids))
        .orderBy(asc(taskFeedback.at), asc(taskFeedback.id)),
    ]);
    const people = await peopleById(q, [
      ...subs.map((s) => s.studentId),
      ...feedback.map((f) => f.byId),
    ]);
    const who = (id: string) =>
      people.get(id) ?? { _id: id, name: 'Former user', role: 'student' as const };
    return subs.map((s) => {
      const dto: Record<string, unknown> = {
        _id: s.id,
        taskId: s.taskId,
        student: who(s.studentId),
        attempt: s.attempt,
        status: s.status,
        files: files.filter((f) => f.submissionId === s.id).map((f) => this.files.ref(f, viewer)),
        links: s.links,
        late: s.late,
        submittedAt: s.submittedAt.toISOString(),
        feedback: feedback
          .filter((f) => f.submissionId === s.id)
          .map((f) => {
            const fb: Record<string, unknown> = {
              _id: f.id,
              status: f.status,
              by: who(f.byId),
              at: f.at.toISOString(),
            };
            if (f.comment) fb.comment = f.comment;
            return fb;
          }),
        createdAt: s.createdAt.toISOString(),
        updatedAt: s.updatedAt.toISOString(),
      };
      if (s.text) dto.text = s.text;
      if (s.reviewedAt) dto.reviewedAt = s.reviewedAt.toISOString();
      return dto;
    });
  }

  // ---------- access ----------

  private async byId(q: Queryable, id: string): Promise<TaskRow | undefined> {
    const [row] = await q.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    return row;
  }

  /** The task, if the caller owns it or is an admin; else 404 (ids cannot be probed). */
  private async owned(q: Queryable, caller: Principal, id: string, lock = false): Promise<TaskRow> {
    const query = q.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (caller.role !== 'admin' && row.mentorId !== caller.id))
      throw notFound('Task not found.');
    return row;
  }

  private async isAssignee(q: Queryable, taskId: string, studentId: string): Promise<boolean> {
    const [a] = await q
      .select({ id: taskAssignees.studentId })
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.studentId, studentId)))
      .limit(1);
    return !!a;
  }

  // ---------- validation helpers ----------

  private checkDue(raw: string, path: string): Date {
    const due = new Date(raw);
    const now = this.ctx.now().getTime();
    if (Number.isNaN(due.getTime())) throw fieldError(path, 'Due date must be a date and time');
    if (due.getTime() <= now) throw fieldError(path, 'Due date must be in the future');
    if (due.getTime() > now + YEAR_MS)
      throw fieldError(path, 'Due date must be at most a year ahead');
    return due;
  }

  private checkZone(tz: string): void {
    if (!isValidTimeZone(tz))
      throw fieldError('timezone', 'Timezone must be an IANA time zone, e.g. Asia/Kolkata');
  }

  /**
   * The students to add: the named ones and the batch's current active students. A mentor (`batches`
   * set) may name only students of their batches and only such a batch; admins (`batches` null) any.
   */
  private async resolveAssignees(
    q: Queryable,
    batches: BatchRef[] | null,
    studentIds: string[] | undefined,
    batch: BatchRef | undefined,
    paths: { students: string; batch: string },
  ): Promise<string[]> {
    const problems: FieldError[] = [];
    const result = new Set<string>();
    const inBatches = (my: string | null, d: string | null) =>
      batches === null || batches.some((b) => b.monthYear === my && b.domain === d);
    if (studentIds?.length) {
      const rows = await q.select().from(users).where(inArray(users.id, studentIds));
      const byId = new Map(rows.map((r) => [r.id, r]));
      studentIds.forEach((id, i) => {
        const u = byId.get(id);
        if (!u || u.role !== 'student' || !u.isActive) {
          problems.push({ path: `${paths.students}.${i}`, msg: 'No active student with this id' });
        } else if (!inBatches(u.batchMonthYear, u.batchDomain)) {
          problems.push({
            path: `${paths.students}.${i}`,
            msg: 'This student is not in one of your batches',
          });
        } else result.add(id);
      });
    }
    if (batch) {
      if (!inBatches(batch.monthYear, batch.domain)) {
        problems.push({ path: paths.batch, msg: 'This batch is not assigned to you' });
      } else {
        const rows = await q
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.role, 'student'),
              eq(users.isActive, true),
              eq(users.batchMonthYear, batch.monthYear),
              eq(users.batchDomain, batch.domain),
            ),
          )
          .orderBy(asc(users.name), asc(users.id));
        for (const r of rows) result.add(r.id);
      }
    }
    if (problems.length) throw validationFailed(problems);
    return [...result];
  }

  private async event(
    q: Queryable,
    recipients: string[],
    name: ServerEventName,
    message: string,
    task: TaskRow,
    extra: Record<string, unknown> = {},
  ): Promise<Delivery> {
    const ev: ServerEvent = {
      name,
      type: 'task',
      message,
      entityId: task.id,
      link: TASK_LINK,
      payload: { task: taskEventTask(task), ...extra },
    };
    return this.ctx.hub.prepare(q, recipients, ev);
  }

  // ---------- operations ----------

  async list(caller: Principal, f: ListTasksQuery) {
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
    const where = conds.length ? and(...conds) : undefined;
    const order = {
      '-createdAt': [desc(tasks.createdAt), desc(tasks.id)],
      createdAt: [asc(tasks.createdAt), asc(tasks.id)],
      dueDate: [asc(tasks.dueDate), asc(tasks.id)],
      '-dueDate': [desc(tasks.dueDate), desc(tasks.id)],
    }[f.sort ?? '-createdAt'];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(tasks)
        .where(where)
        .orderBy(...order)
        .limit(f.pageSize)
        .offset((f.page - 1) * f.pageSize),
      this.db.select({ n: count() }).from(tasks).where(where),
    ]);
    return {
      items: await this.mentorTasks(this.db, rows, caller),
      total: total?.n ?? 0,
      page: f.page,
      pageSize: f.pageSize,
    };
  }

  async listMine(caller: Principal, status?: TaskStatus) {
    const where = status
      ? and(eq(tasks.mentorId, caller.id), eq(tasks.status, status))
      : eq(tasks.mentorId, caller.id);
    const rows = await this.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(
        sql`case when ${tasks.status} = 'open' then 0 else 1 end`,
        asc(tasks.dueDate),
        asc(tasks.id),
      );
    return this.mentorTasks(this.db, rows, caller);
  }

  private studentTask(
    t: TaskRow,
    l: Loaded,
    viewer: Principal,
    subsDto: Map<string, Record<string, unknown>>,
  ) {
    const latest = l.latest.get(`${t.id}|${viewer.id}`);
    const dto: Record<string, unknown> = {
      ...this.base(t, l, viewer),
      myStatus: deriveStatus(latest, t.dueDate, this.ctx.now()),
      attempts: latest?.attempt ?? 0,
      canSubmit:
        t.status === 'open' && latest?.status !== 'pending' && latest?.status !== 'approved',
    };
    if (latest) dto.latestSubmission = subsDto.get(latest.id);
    return dto;
  }

  async listForStudent(caller: Principal, myStatus?: StudentStatus) {
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
    const l = await this.load(this.db, rows, caller.id);
    const subs = await this.submissionDtos(this.db, [...l.latest.values()], caller);
    const subsDto = new Map(subs.map((s) => [s._id as string, s]));
    const items = rows.map((t) => this.studentTask(t, l, caller, subsDto));
    return myStatus ? items.filter((i) => i.myStatus === myStatus) : items;
  }

  async get(caller: Principal, id: string) {
    const t = await this.byId(this.db, id);
    if (!t) throw notFound('Task not found.');
    const full = caller.role === 'admin' || t.mentorId === caller.id;
    if (!full && !(caller.role === 'student' && (await this.isAssignee(this.db, id, caller.id)))) {
      throw notFound('Task not found.');
    }
    const l = await this.load(this.db, [t], full ? undefined : caller.id);
    const subs = await this.db
      .select()
      .from(taskSubmissions)
      .where(
        full
          ? eq(taskSubmissions.taskId, id)
          : and(eq(taskSubmissions.taskId, id), eq(taskSubmissions.studentId, caller.id)),
      )
      .orderBy(desc(taskSubmissions.attempt));
    const subDtos = await this.submissionDtos(this.db, subs, caller);
    const now = this.ctx.now();
    const progress = (l.assignees.get(id) ?? []).map((sid) => ({
      student: this.person(l, sid),
      status: deriveStatus(l.latest.get(`${id}|${sid}`), t.dueDate, now),
      submissions: subDtos.filter((s) => (s.student as PersonSummary)._id === sid),
    }));
    const dto: Record<string, unknown> = { ...this.base(t, l, caller), progress };
    if (full) dto.counts = this.counts(t, l);
    return dto;
  }

  async create(caller: Principal, input: CreateTaskInput) {
    let ownerId = caller.id;
    if (input.mentorId !== undefined) {
      if (caller.role !== 'admin') throw fieldError('mentorId', 'Only admins may set the mentor');
      const [m] = await this.db.select().from(users).where(eq(users.id, input.mentorId)).limit(1);
      if (!m || !isWorkingMentor(m)) throw fieldError('mentorId', 'No active mentor with this id');
      ownerId = m.id;
    }
    if (!input.title.trim()) throw fieldError('title', 'Title is required');
    const due = this.checkDue(input.dueDate, 'dueDate');
    this.checkZone(input.timezone);
    if (!input.studentIds?.length && !input.batch) {
      throw validationFailed([
        { path: 'studentIds', msg: 'Choose at least one student or a batch' },
      ]);
    }
    // Read before the transaction: the batches hook queries on its own (PGlite is one connection).
    const batches =
      caller.role === 'admin' ? null : await this.ctx.extensions.mentorBatches(caller.id);
    const now = this.ctx.now();
    const { row, delivery } = await this.db.transaction(async (tx) => {
      const assignees = await this.resolveAssignees(tx, batches, input.studentIds, input.batch, {
        students: 'studentIds',
        batch: 'batch',
      });
      if (assignees.length === 0) {
        throw validationFailed([
          {
            path: input.batch ? 'batch' : 'studentIds',
            msg: 'No students to assign: the batch has no active students',
          },
        ]);
      }
      const [row] = await tx
        .insert(tasks)
        .values({
          title: input.title.trim(),
          description: input.description ?? '',
          dueDate: due,
          dueSetAt: now,
          timezone: input.timezone,
          mentorId: ownerId,
          createdById: caller.id,
          batchMonthYear: input.batch?.monthYear ?? null,
          batchDomain: input.batch?.domain ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx
        .insert(taskAssignees)
        .values(assignees.map((studentId) => ({ taskId: row.id, studentId, createdAt: now })));
      await this.files.claim(
        tx,
        caller.id,
        input.attachmentIds ?? [],
        { taskId: row.id },
        'attachmentIds',
      );
      const owner = await peopleById(tx, [ownerId]);
      const delivery = await this.event(
        tx,
        assignees,
        'task_created',
        `New task from ${owner.get(ownerId)?.name ?? 'your mentor'}: ${row.title}`,
        row,
      );
      return { row, delivery };
    });
    this.ctx.hub.deliver(delivery);
    return this.mentorTask(this.db, row, caller);
  }

  async update(caller: Principal, id: string, input: UpdateTaskInput) {
    const due = input.dueDate !== undefined ? this.checkDue(input.dueDate, 'dueDate') : undefined;
    if (input.timezone !== undefined) this.checkZone(input.timezone);
    if (input.title !== undefined && !input.title.trim())
      throw fieldError('title', 'Title is required');
    const pre = await this.owned(this.db, caller, id);
    const adding = !!input.addStudentIds?.length || !!input.addBatch;
    const batches =
      !adding || caller.role === 'admin'
        ? null
        : await this.ctx.extensions.mentorBatches(caller.id);
    const now = this.ctx.now();
    const { row, delivery, removedFiles } = await this.db.transaction(async (tx) => {
      const task = await this.owned(tx, caller, pre.id, true);
      const set: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
      if (input.title !== undefined) set.title = input.title.trim();
      if (input.description !== undefined) set.description = input.description;
      if (input.timezone !== undefined) set.timezone = input.timezone;
      if (due) {
        set.dueDate = due;
        set.dueSetAt = now;
      }
      let removedFiles: string[] = [];
      if (input.attachmentIds !== undefined) {
        const current = await tx
          .select({ id: taskFiles.id })
          .from(taskFiles)
          .where(and(eq(taskFiles.taskId, id), sql`${taskFiles.submissionId} IS NULL`));
        const keep = new Set(input.attachmentIds);
        await this.files.claim(tx, caller.id, input.attachmentIds, { taskId: id }, 'attachmentIds');
        removedFiles = await this.files.deleteRows(
          tx,
          current.map((c) => c.id).filter((cid) => !keep.has(cid)),
        );
      }
      if (input.removeStudentIds?.length) {
        const [withWork] = await tx
          .select({ n: count() })
          .from(taskSubmissions)
          .where(
            and(
              eq(taskSubmissions.taskId, id),
              inArray(taskSubmissions.studentId, input.removeStudentIds),
            ),
          );
        if ((withWork?.n ?? 0) > 0) {
          throw conflict(
            'A student you are removing has already submitted work. Close the task instead.',
          );
        }
        await tx
          .delete(taskAssignees)
          .where(
            and(
              eq(taskAssignees.taskId, id),
              inArray(taskAssignees.studentId, input.removeStudentIds),
            ),
          );
      }
      let added: string[] = [];
      if (adding) {
        const wanted = await this.resolveAssignees(
          tx,
          batches,
          input.addStudentIds,
          input.addBatch,
          {
            students: 'addStudentIds',
            batch: 'addBatch',
          },
        );
        if (wanted.length) {
          const inserted = await tx
            .insert(taskAssignees)
            .values(wanted.map((studentId) => ({ taskId: id, studentId, createdAt: now })))
            .onConflictDoNothing()
            .returning({ studentId: taskAssignees.studentId });
          added = inserted.map((r) => r.studentId);
        }
      }
      const [row] = await tx.update(tasks).set(set).where(eq(tasks.id, id)).returning();
      if (!row) throw notFound('Task not found.');
      const owner = await peopleById(tx, [task.mentorId]);
      const delivery = await this.event(
        tx,
        added,
        'task_created',
        `New task from ${owner.get(task.mentorId)?.name ?? 'your mentor'}: ${row.title}`,
        row,
      );
      return { row, delivery, removedFiles };
    });
    this.ctx.hub.deliver(delivery);
    await this.files.removeFromDisk(removedFiles);
    return this.mentorTask(this.db, row, caller);
  }

  async remove(caller: Principal, id: string, force: boolean) {
    await this.owned(this.db, caller, id);
    const keys = await this.db.transaction(async (tx) => {
      await this.owned(tx, caller, id, true);
      const subs = await tx
        .select({ id: taskSubmissions.id })
        .from(taskSubmissions)
        .where(eq(taskSubmissions.taskId, id));
      if (subs.length && !(force && caller.role === 'admin')) {
        throw conflict(
          'Students have submitted work for this task. Close it instead of deleting it.',
        );
      }
      const subIds = subs.map((s) => s.id);
      const fileRows = await tx
        .select({ id: taskFiles.id })
        .from(taskFiles)
        .where(
          subIds.length
            ? sql`${taskFiles.taskId} = ${id} or ${inArray(taskFiles.submissionId, subIds)}`
            : eq(taskFiles.taskId, id),
        );
      const keys = await this.files.deleteRows(
        tx,
        fileRows.map((f) => f.id),
      );
      await tx.delete(tasks).where(eq(tasks.id, id));
      return keys;
    });
    await this.files.removeFromDisk(keys);
  }

  async setStatus(caller: Principal, id: string, status: TaskStatus) {
    const row = await this.db.transaction(async (tx) => {
      const t = await this.owned(tx, caller, id, true);
      if (t.status === status) return t;
      const now = this.ctx.now();
      const [row] = await tx
        .update(tasks)
        .set(
          status === 'closed'
            ? { status, closedAt: now, updatedAt: now }
            : { status, updatedAt: now },
        )
        .where(eq(tasks.id, id))
        .returning();
      return row as TaskRow;
    });
    return this.mentorTask(this.db, row, caller);
  }

  async submit(caller: Principal, id: string, input: SubmitInput) {
    const text = input.text?.trim() ? input.text : undefined;
    const fileIds = input.fileIds ?? [];
    const links = input.links ?? [];
    const task = await this.byId(this.db, id);
    if (!task || !(await this.isAssignee(this.db, id, caller.id)))
      throw notFound('Task not found.');
    if (!text && fileIds.length === 0 && links.length === 0) {
      throw validationFailed([{ path: 'text', msg: 'Add some text, a file or a link to submit' }]);
    }
    let result;
    try {
      result = await this.db.transaction(async (tx) => {
        const [t] = await tx.select().from(tasks).where(eq(tasks.id, id)).limit(1);
        if (!t) throw notFound('Task not found.');
        if (t.status === 'closed')
          throw conflict('This task is closed and no longer accepts submissions.');
        const [latest] = await tx
          .select()
          .from(taskSubmissions)
          .where(and(eq(taskSubmissions.taskId, id), eq(taskSubmissions.studentId, caller.id)))
          .orderBy(desc(taskSubmissions.attempt))
          .limit(1);
        if (latest?.status === 'pending')
          throw conflict('Your previous submission is still awaiting review.');
        if (latest?.status === 'approved')
          throw conflict('Your submission has already been approved.');
        const now = this.ctx.now();
        const [sub] = await tx
          .insert(taskSubmissions)
          .values({
            taskId: id,
            studentId: caller.id,
            attempt: (latest?.attempt ?? 0) + 1,
            status: 'pending',
            text: text ?? null,
            links,
            late: now.getTime() > t.dueDate.getTime(),
            submittedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!sub) throw new Error('insert returned no row');
        await this.files.claim(tx, caller.id, fileIds, { submissionId: sub.id }, 'fileIds');
        const student = (await peopleById(tx, [caller.id])).get(caller.id);
        const delivery = await this.event(
          tx,
          [t.mentorId],
          'task_submitted',
          `${caller.name} submitted "${t.title}"${sub.attempt > 1 ? ` (attempt ${sub.attempt})` : ''}`,
          t,
          { submissionId: sub.id, student },
        );
        return { sub, delivery };
      });
    } catch (err) {
      // Two submits at once: the one-pending-per-student index lets only one through.
      if (isUniqueViolation(err))
        throw conflict('Your previous submission is still awaiting review.');
      throw err;
    }
    this.ctx.hub.deliver(result.delivery);
    const [dto] = await this.submissionDtos(this.db, [result.sub], caller);
    return dto;
  }

  async review(
    caller: Principal,
    taskId: string,
    submissionId: string,
    input: { status: ReviewDecision; comment?: string },
  ) {
    const comment = input.comment?.trim() ? input.comment.trim() : undefined;
    if (input.status !== 'approved' && !comment) {
      throw fieldError('comment', 'Comment is required when rejecting or asking for changes');
    }
    const { sub, delivery } = await this.db.transaction(async (tx) => {
      const t = await this.owned(tx, caller, taskId);
      const now = this.ctx.now();
      const [existing] = await tx
        .select({ id: taskSubmissions.id })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.id, submissionId), eq(taskSubmissions.taskId, taskId)))
        .limit(1);
      if (!existing) throw notFound('Submission not found.');
      // Conditional on still being pending: of two reviewers, one decides and the other gets 409.
      const [sub] = await tx
        .update(taskSubmissions)
        .set({ status: input.status, reviewedAt: now, updatedAt: now })
        .where(and(eq(taskSubmissions.id, submissionId), eq(taskSubmissions.status, 'pending')))
        .returning();
      if (!sub) throw conflict('This submission has already been reviewed.');
      await tx.insert(taskFeedback).values({
        submissionId,
        status: input.status,
        comment: comment ?? null,
        byId: caller.id,
        at: now,
      });
      const message = {
        approved: `Your submission for "${t.title}" was approved`,
        rejected: `Your submission for "${t.title}" was rejected`,
        modification_requested: `Changes requested on your submission for "${t.title}"`,
      }[input.status];
      const extra: Record<string, unknown> = { submissionId };
      if (comment) extra.feedback = comment;
      const delivery = await this.event(
        tx,
        [sub.studentId],
        EVENT_FOR[input.status],
        message,
        t,
        extra,
      );
      return { sub, delivery };
    });
    this.ctx.hub.deliver(delivery);
    const [dto] = await this.submissionDtos(this.db, [sub], caller);
    return dto;
  }

  /** Profile stats: a student's tasks still to do; a mentor's submissions awaiting review. */
  async pendingCount(user: Principal): Promise<number> {
    if (user.role === 'student') {
      const items = await this.listForStudent(user);
      return items.filter((i) => i.canSubmit).length;
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

export type { FileRef };
