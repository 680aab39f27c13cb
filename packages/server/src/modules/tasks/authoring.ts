// Tasks: a mentor (or an admin for a mentor) creates, edits, closes and deletes tasks.
import type {
  CreateTaskRequest,
  MentorTask,
  TaskStatus,
  UpdateTaskRequest,
} from '@campus/sdk/model';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  taskAssignees,
  taskFiles,
  tasks,
  taskSubmissions,
  users,
  type TaskRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, notFound, validationFailed } from '../../http/errors';
import { peopleById } from '../../lib/people';
import { assertTimeZone } from '../../lib/time-zone';
import type { TaskAccess } from './access';
import type { TaskShapes } from './dto';
import type { FileStore } from './files';
import { isWorkingMentor } from '../../lib/mentor-review';
import { gradingOf } from './grading';
import { anyOf } from '../../db/any-of';

export class TaskAuthoring {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: TaskAccess,
    private readonly shapes: TaskShapes,
    private readonly files: FileStore,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async create(caller: Principal, input: CreateTaskRequest): Promise<MentorTask> {
    let ownerId = caller.id;
    if (input.mentorId !== undefined) {
      if (caller.role !== 'admin') throw fieldError('mentorId', 'Only admins may set the mentor');
      const [m] = await this.db.select().from(users).where(eq(users.id, input.mentorId)).limit(1);
      if (!m || !isWorkingMentor(m)) throw fieldError('mentorId', 'No active mentor with this id');
      ownerId = m.id;
    }
    if (!input.title.trim()) throw fieldError('title', 'Title is required');
    const grading = input.grading ? gradingOf(input.grading) : null;
    const due = this.access.checkDue(input.dueDate, 'dueDate');
    assertTimeZone(input.timezone);
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
      const assignees = await this.access.resolveAssignees(
        tx,
        batches,
        input.studentIds,
        input.batch,
        {
          students: 'studentIds',
          batch: 'batch',
        },
      );
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
          grading,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await tx.insert(taskAssignees).select(assigneeRows(row.id, assignees, now));
      await this.files.claim(
        tx,
        caller.id,
        input.attachmentIds ?? [],
        { taskId: row.id },
        'attachmentIds',
      );
      const owner = await peopleById(tx, [ownerId]);
      const delivery = await this.access.event(
        tx,
        assignees,
        'task_created',
        `New task from ${owner.get(ownerId)?.name ?? 'your mentor'}: ${row.title}`,
        row,
      );
      return { row, delivery };
    });
    this.ctx.hub.deliver(delivery);
    // The new assignees' sockets here are written before the answer is built (hub.written).
    await this.ctx.hub.written();
    return this.shapes.mentorTask(this.db, row, caller);
  }

  async update(caller: Principal, id: string, input: UpdateTaskRequest): Promise<MentorTask> {
    const due =
      input.dueDate !== undefined ? this.access.checkDue(input.dueDate, 'dueDate') : undefined;
    if (input.timezone !== undefined) assertTimeZone(input.timezone);
    if (input.title !== undefined && !input.title.trim())
      throw fieldError('title', 'Title is required');
    const grading = input.grading ? gradingOf(input.grading) : undefined;
    const pre = await this.access.owned(this.db, caller, id);
    const adding = !!input.addStudentIds?.length || !!input.addBatch;
    const batches =
      !adding || caller.role === 'admin'
        ? null
        : await this.ctx.extensions.mentorBatches(caller.id);
    const now = this.ctx.now();
    const { row, delivery, removedFiles } = await this.db.transaction(async (tx) => {
      const task = await this.access.owned(tx, caller, pre.id, true);
      const set: Partial<typeof tasks.$inferInsert> = { updatedAt: now };
      if (input.title !== undefined) set.title = input.title.trim();
      if (input.description !== undefined) set.description = input.description;
      if (input.timezone !== undefined) set.timezone = input.timezone;
      if (grading !== undefined) set.grading = grading;
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
              anyOf(taskSubmissions.studentId, input.removeStudentIds),
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
              anyOf(taskAssignees.studentId, input.removeStudentIds),
            ),
          );
      }
      let added: string[] = [];
      if (adding) {
        const wanted = await this.access.resolveAssignees(
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
            .select(assigneeRows(id, wanted, now))
            .onConflictDoNothing()
            .returning({ studentId: taskAssignees.studentId });
          added = inserted.map((r) => r.studentId);
        }
      }
      const [row] = await tx.update(tasks).set(set).where(eq(tasks.id, id)).returning();
      if (!row) throw notFound('Task not found.');
      const owner = await peopleById(tx, [task.mentorId]);
      const delivery = await this.access.event(
        tx,
        added,
        'task_created',
        `New task from ${owner.get(task.mentorId)?.name ?? 'your mentor'}: ${row.title}`,
        row,
      );
      return { row, delivery, removedFiles };
    });
    this.ctx.hub.deliver(delivery);
    await this.files.removeFromStorage(removedFiles);
    await this.ctx.hub.written();
    return this.shapes.mentorTask(this.db, row, caller);
  }

  async remove(caller: Principal, id: string, force: boolean): Promise<void> {
    await this.access.owned(this.db, caller, id);
    const keys = await this.db.transaction(async (tx) => {
      await this.access.owned(tx, caller, id, true);
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
            ? sql`${taskFiles.taskId} = ${id} or ${anyOf(taskFiles.submissionId, subIds)}`
            : eq(taskFiles.taskId, id),
        );
      const keys = await this.files.deleteRows(
        tx,
        fileRows.map((f) => f.id),
      );
      await tx.delete(tasks).where(eq(tasks.id, id));
      return keys;
    });
    await this.files.removeFromStorage(keys);
  }

  async setStatus(caller: Principal, id: string, status: TaskStatus): Promise<MentorTask> {
    const row = await this.db.transaction(async (tx) => {
      const t = await this.access.owned(tx, caller, id, true);
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
    return this.shapes.mentorTask(this.db, row, caller);
  }
}

/**
 * A task's new assignee rows (task, student, when) as one array parameter the database unnests, for
 * `insert … select`: a batch of 2,000 as a `values` list was 6,000 parameters for the process to
 * build (~20 ms) and the database to parse.
 */
function assigneeRows(taskId: string, studentIds: readonly string[], at: Date) {
  return sql`select ${taskId}::uuid, s, ${at.toISOString()}::timestamptz
             from unnest(${sql.param([...studentIds])}::uuid[]) as s`;
}
