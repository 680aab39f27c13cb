// Tasks: the contract's shapes (Task, MentorTask, TaskSubmission, the status counts and the event's
// task) built from rows; every use case that answers a task or a submission is given the one
// TaskShapes (routes.ts builds it).
import type {
  MentorTask,
  PersonSummary,
  Task,
  TaskEventTask,
  TaskListItem,
  TaskFeedback,
  TaskStatusCounts,
  TaskStudentStatus,
  TaskSubmission,
  TaskSummary,
} from '@campus/sdk/model';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import {
  taskAssignees,
  taskCounts,
  taskFeedback,
  taskFiles,
  taskSubmissions,
  type TaskCountsRow,
  type TaskRow,
  type TaskSubmissionRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { FileStore } from './files';
import { peopleById } from '../../lib/people';
import { anyOf } from '../../db/any-of';

const noCounts: TaskStatusCounts = {
  assigned: 0,
  not_submitted: 0,
  pending: 0,
  approved: 0,
  rejected: 0,
  modification_requested: 0,
  overdue: 0,
  late: 0,
};

/**
 * A task's kept counts as the contract's TaskStatusCounts: the assignees without an attempt are
 * "not submitted" until the due date and "overdue" after it (deriveStatus's rule).
 */
export function listCounts(
  c: TaskCountsRow | undefined,
  dueDate: Date,
  now: Date,
): TaskStatusCounts {
  if (!c) return { ...noCounts };
  const overdue = dueDate < now;
  return {
    assigned: c.assigned,
    not_submitted: overdue ? 0 : c.unsubmitted,
    overdue: overdue ? c.unsubmitted : 0,
    pending: c.pending,
    approved: c.approved,
    rejected: c.rejected,
    modification_requested: c.modificationRequested,
    late: c.late,
  };
}

export function deriveStatus(
  latest: Pick<TaskSubmissionRow, 'status'> | undefined,
  due: Date,
  now: Date,
): TaskStudentStatus {
  if (latest) return latest.status;
  return now.getTime() > due.getTime() ? 'overdue' : 'not_submitted';
}

export const taskEventTask = (
  t: Pick<TaskRow, 'id' | 'title' | 'dueDate' | 'timezone'>,
): TaskEventTask => ({
  _id: t.id,
  title: t.title,
  dueDate: t.dueDate.toISOString(),
  timezone: t.timezone,
});

/** Everything the DTO builders need about a set of tasks, loaded in a few queries. */
export interface Loaded {
  assignees: Map<string, string[]>;
  latest: Map<string, TaskSubmissionRow>; // key taskId|studentId
  attachments: Map<string, (typeof taskFiles.$inferSelect)[]>;
  people: Map<string, PersonSummary>;
}

export class TaskShapes {
  constructor(
    private readonly ctx: AppContext,
    private readonly files: FileStore,
  ) {}

  async load(q: Queryable, rows: TaskRow[], onlyStudent?: string): Promise<Loaded> {
    const ids = rows.map((r) => r.id);
    const out: Loaded = {
      assignees: new Map(),
      latest: new Map(),
      attachments: new Map(),
      people: new Map(),
    };
    if (ids.length === 0) return out;
    const aWhere = onlyStudent
      ? and(anyOf(taskAssignees.taskId, ids), eq(taskAssignees.studentId, onlyStudent))
      : anyOf(taskAssignees.taskId, ids);
    const [assigneeRows, latestRows, attachments] = await Promise.all([
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
            ? and(anyOf(taskSubmissions.taskId, ids), eq(taskSubmissions.studentId, onlyStudent))
            : anyOf(taskSubmissions.taskId, ids),
        )
        .orderBy(taskSubmissions.taskId, taskSubmissions.studentId, desc(taskSubmissions.attempt)),
      this.attachmentsOf(q, ids),
    ]);
    out.attachments = attachments;
    for (const a of assigneeRows) {
      const list = out.assignees.get(a.taskId) ?? [];
      list.push(a.studentId);
      out.assignees.set(a.taskId, list);
    }
    for (const s of latestRows) out.latest.set(`${s.taskId}|${s.studentId}`, s);
    const personIds = new Set<string>();
    for (const r of rows) {
      personIds.add(r.mentorId);
      if (r.createdById) personIds.add(r.createdById);
    }
    for (const a of assigneeRows) personIds.add(a.studentId);
    out.people = await peopleById(q, personIds);
    return out;
  }

  person(l: Pick<Loaded, 'people'>, id: string): PersonSummary {
    return l.people.get(id) ?? { _id: id, name: 'Former user', role: 'student' };
  }

  base(t: TaskRow, l: Loaded, viewer: Principal): Task {
    return {
      ...this.summary(t, l, viewer),
      assignees: (l.assignees.get(t.id) ?? []).map((id) => this.person(l, id)),
    };
  }

  summary(t: TaskRow, l: Pick<Loaded, 'attachments' | 'people'>, viewer: Principal): TaskSummary {
    const now = this.ctx.now();
    const dto: TaskSummary = {
      _id: t.id,
      title: t.title,
      description: t.description,
      dueDate: t.dueDate.toISOString(),
      timezone: t.timezone,
      status: t.status,
      mentor: this.person(l, t.mentorId),
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
    if (t.grading) dto.grading = t.grading;
    return dto;
  }

  counts(t: TaskRow, l: Loaded): TaskStatusCounts {
    const now = this.ctx.now();
    const c = { ...noCounts };
    for (const sid of l.assignees.get(t.id) ?? []) {
      const latest = l.latest.get(`${t.id}|${sid}`);
      c.assigned++;
      c[deriveStatus(latest, t.dueDate, now)]++;
      if (latest?.late) c.late++;
    }
    return c;
  }

  /**
   * A page of a task list: each task's counts are kept by the database (`task_counts`, recounted by
   * every write to the task's assignees or submissions), so a page reads 20 rows by key instead of
   * every assignee's latest attempt (~100 a task on the large campus).
   */
  async listItems(q: Queryable, rows: TaskRow[], viewer: Principal): Promise<TaskListItem[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const personIds = new Set<string>();
    for (const r of rows) {
      personIds.add(r.mentorId);
      if (r.createdById) personIds.add(r.createdById);
    }
    const [countRows, fileRows, people] = await Promise.all([
      q.select().from(taskCounts).where(anyOf(taskCounts.taskId, ids)),
      this.attachmentsOf(q, ids),
      peopleById(q, personIds),
    ]);
    const now = this.ctx.now();
    const counts = new Map(countRows.map((c) => [c.taskId, c]));
    const l = { attachments: fileRows, people };
    return rows.map((t) => ({
      ...this.summary(t, l, viewer),
      counts: listCounts(counts.get(t.id), t.dueDate, now),
    }));
  }

  private async attachmentsOf(q: Queryable, ids: string[]): Promise<Loaded['attachments']> {
    const out: Loaded['attachments'] = new Map();
    const fileRows = await q
      .select()
      .from(taskFiles)
      .where(and(anyOf(taskFiles.taskId, ids), sql`${taskFiles.submissionId} IS NULL`))
      .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id));
    for (const f of fileRows) {
      const list = out.get(f.taskId as string) ?? [];
      list.push(f);
      out.set(f.taskId as string, list);
    }
    return out;
  }

  async mentorTask(q: Queryable, row: TaskRow, viewer: Principal): Promise<MentorTask> {
    const l = await this.load(q, [row]);
    return { ...this.base(row, l, viewer), counts: this.counts(row, l) };
  }

  /** Submissions with their files and feedback, in the order given. */
  async submissionDtos(
    q: Queryable,
    subs: TaskSubmissionRow[],
    viewer: Principal,
  ): Promise<TaskSubmission[]> {
    if (subs.length === 0) return [];
    return subs.map(await this.submissionShape(q, subs, viewer));
  }

  async submissionDto(
    q: Queryable,
    sub: TaskSubmissionRow,
    viewer: Principal,
  ): Promise<TaskSubmission> {
    return (await this.submissionShape(q, [sub], viewer))(sub);
  }

  /**
   * Loads the files, feedback and people of `subs` and answers the builder of their shapes. A caller
   * that read the students and reviewers with the rows and which of them have files or feedback (the
   * review queue, in its one statement) passes `known` (`students`: those people), and only those are
   * asked for: none, usually.
   */
  async submissionShape(
    q: Queryable,
    subs: TaskSubmissionRow[],
    viewer: Principal,
    known?: {
      students: Map<string, PersonSummary>;
      withFiles: readonly string[];
      withFeedback: readonly string[];
    },
  ): Promise<(s: TaskSubmissionRow) => TaskSubmission> {
    const ids = subs.map((s) => s.id);
    const fileIds = known ? known.withFiles : ids;
    const feedbackIds = known ? known.withFeedback : ids;
    // The students are read beside the files and the feedback (one round trip for the three); the
    // reviewers and the feedback's authors after, only when one is not among them (the review queue
    // reads its reviewers with its rows, and a pending attempt has no feedback yet, so its page costs
    // two round trips, not three).
    const [files, feedback, students] = await Promise.all([
      fileIds.length === 0
        ? []
        : q
            .select()
            .from(taskFiles)
            .where(anyOf(taskFiles.submissionId, [...fileIds]))
            .orderBy(asc(taskFiles.createdAt), asc(taskFiles.id)),
      feedbackIds.length === 0
        ? []
        : q
            .select()
            .from(taskFeedback)
            .where(anyOf(taskFeedback.submissionId, [...feedbackIds]))
            .orderBy(asc(taskFeedback.at), asc(taskFeedback.id)),
      known
        ? known.students
        : peopleById(
            q,
            subs.map((s) => s.studentId),
          ),
    ]);
    const authors = [...feedback.map((f) => f.byId), ...subs.map((s) => s.mentorId)].filter(
      (id): id is string => id !== null && !students.has(id),
    );
    const people = authors.length
      ? new Map([...students, ...(await peopleById(q, authors))])
      : students;
    const who = (id: string): PersonSummary =>
      people.get(id) ?? { _id: id, name: 'Former user', role: 'student' };
    return (s) => {
      const dto: TaskSubmission = {
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
            const fb: TaskFeedback = {
              _id: f.id,
              status: f.status,
              by: who(f.byId),
              at: f.at.toISOString(),
            };
            if (f.comment) fb.comment = f.comment;
            if (f.score) fb.score = f.score;
            return fb;
          }),
        createdAt: s.createdAt.toISOString(),
        updatedAt: s.updatedAt.toISOString(),
      };
      if (s.text) dto.text = s.text;
      if (s.reviewedAt) dto.reviewedAt = s.reviewedAt.toISOString();
      if (s.mentorId) dto.reviewer = who(s.mentorId);
      return dto;
    };
  }
}
