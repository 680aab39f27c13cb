// Tasks: who may touch which task, and the checks every write shares (due date, zone, assignees,
// the event stored in the write's transaction).
import type { NotifyingEventFields, TaskEventName } from '@campus/sdk/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import {
  taskAssignees,
  tasks,
  taskSubmissions,
  users,
  type TaskRow,
  type TaskSubmissionRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, notFound, validationFailed, type FieldError } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import type { NoticeScope } from '../../realtime/notices';
import { taskEventTask } from './dto';
import { submissionMentorSql } from './submission-mentors';
import { anyOf } from '../../db/any-of';
import { batchStudentIds } from '../batches/public';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const TASK_LINK = '/dashboard';

/** Why a task's event reached its recipient: the mentor set it, the student was given or sent it. */
export function taskReason(name: TaskEventName): string {
  switch (name) {
    case 'task_submitted':
      return 'because you review this submission';
    case 'task_approved':
    case 'task_rejected':
    case 'task_modification_request':
      return 'because you submitted this task';
    default:
      return 'because this task is assigned to you';
  }
}

/** The batch a task was set for, which a recipient may have muted. */
export const taskScope = (task: TaskRow): NoticeScope =>
  task.batchMonthYear && task.batchDomain
    ? { batch: { monthYear: task.batchMonthYear, domain: task.batchDomain } }
    : {};

export class TaskAccess {
  constructor(private readonly ctx: AppContext) {}

  // ---------- access ----------

  async byId(q: Queryable, id: string): Promise<TaskRow | undefined> {
    const [row] = await q.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    return row;
  }

  /** The task, if the caller owns it or is an admin; else 404 (ids cannot be probed). */
  async owned(q: Queryable, caller: Principal, id: string, lock = false): Promise<TaskRow> {
    const query = q.select().from(tasks).where(eq(tasks.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (caller.role !== 'admin' && row.mentorId !== caller.id))
      throw notFound('Task not found.');
    return row;
  }

  /**
   * The task and one of its submissions that `caller` may review or hand on (an admin any; a mentor
   * by submissionMentorSql), else 404 (ids cannot be probed).
   */
  async reviewable(
    q: Queryable,
    caller: Principal,
    taskId: string,
    submissionId: string,
  ): Promise<{ task: TaskRow; submission: TaskSubmissionRow }> {
    const [row] = await q
      .select({ task: tasks, submission: taskSubmissions })
      .from(taskSubmissions)
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .where(
        and(
          eq(taskSubmissions.id, submissionId),
          eq(taskSubmissions.taskId, taskId),
          caller.role === 'admin' ? undefined : submissionMentorSql(caller.id),
        ),
      )
      .limit(1);
    if (!row) throw notFound('Submission not found.');
    return row;
  }

  async isAssignee(q: Queryable, taskId: string, studentId: string): Promise<boolean> {
    const [a] = await q
      .select({ id: taskAssignees.studentId })
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.studentId, studentId)))
      .limit(1);
    return !!a;
  }

  // ---------- validation helpers ----------

  checkDue(raw: string, path: string): Date {
    const due = new Date(raw);
    const now = this.ctx.now().getTime();
    if (Number.isNaN(due.getTime())) throw fieldError(path, 'Due date must be a date and time');
    if (due.getTime() <= now) throw fieldError(path, 'Due date must be in the future');
    if (due.getTime() > now + YEAR_MS)
      throw fieldError(path, 'Due date must be at most a year ahead');
    return due;
  }

  /**
   * The students to add: the named ones and the batch's current active students. A mentor (`batches`
   * set) may name only students of their batches and only such a batch; admins (`batches` null) any.
   */
  async resolveAssignees(
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
      const rows = await q.select().from(users).where(anyOf(users.id, studentIds));
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
        for (const id of await batchStudentIds(q, batch)) result.add(id);
      }
    }
    if (problems.length) throw validationFailed(problems);
    return [...result];
  }

  async event(
    q: Queryable,
    recipients: string[],
    name: TaskEventName,
    message: string,
    task: TaskRow,
    extra: Omit<NotifyingEventFields[TaskEventName], 'task'> = {},
  ): Promise<Delivery> {
    return this.ctx.hub.prepare(q, recipients, {
      name,
      type: 'task',
      message,
      reason: taskReason(name),
      about: taskScope(task),
      entityId: task.id,
      link: TASK_LINK,
      payload: { task: taskEventTask(task), ...extra },
    });
  }
}
