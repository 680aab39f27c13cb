// Tasks: students submit attempts, each routed to a reviewer (batches/routing.ts); the reviewer (or
// the owner, or an admin) reviews each pending attempt once, or hands it to another mentor of the
// student's batch.
import type {
  SubmitTaskRequest,
  TaskFeedbackRequest,
  TaskHandOffRequest,
  TaskSubmission,
} from '@campus/sdk/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { taskFeedback, tasks, taskSubmissions } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound, validationFailed } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { inboxItemId, submissionKind } from '../../lib/inbox-items';
import { peopleById } from '../../lib/people';
import { lockStudentBatch, moveShare, onRoster, routeSubmission } from '../batches/public';
import type { TaskAccess } from './access';
import type { TaskShapes } from './dto';
import type { FileStore } from './files';
import { scoreOf } from './grading';
import { reviewNotice, reviewWords } from './review-words';

export class TaskSubmissions {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: TaskAccess,
    private readonly shapes: TaskShapes,
    private readonly files: FileStore,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** The attempt may have entered (`was` false) or left its reviewer's inbox. */
  private inbox(mentorId: string, sub: { id: string; attempt: number }, was: boolean): void {
    const itemId = inboxItemId(submissionKind(sub.attempt), sub.id);
    this.ctx.extensions.inboxChanged([{ mentorId, itemId, was }]);
  }

  async submit(caller: Principal, id: string, input: SubmitTaskRequest): Promise<TaskSubmission> {
    const text = input.text?.trim() ? input.text : undefined;
    const fileIds = input.fileIds ?? [];
    const links = input.links ?? [];
    const task = await this.access.byId(this.db, id);
    if (!task || !(await this.access.isAssignee(this.db, id, caller.id)))
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
        // Routed among the student's batch's mentors; none there: the database makes the task's
        // owner the reviewer.
        const reviewer = await routeSubmission(tx, caller.id);
        const [sub] = await tx
          .insert(taskSubmissions)
          .values({
            taskId: id,
            studentId: caller.id,
            mentorId: reviewer,
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
        if (!sub?.mentorId) throw new Error('insert returned no row with a reviewer');
        await this.files.claim(tx, caller.id, fileIds, { submissionId: sub.id }, 'fileIds');
        const student = (await peopleById(tx, [caller.id])).get(caller.id);
        const delivery = await this.access.event(
          tx,
          [sub.mentorId],
          'task_submitted',
          `${caller.name} submitted "${t.title}"${sub.attempt > 1 ? ` (attempt ${sub.attempt})` : ''}`,
          t,
          { submissionId: sub.id, student },
        );
        return { sub, delivery, mentorId: sub.mentorId };
      });
    } catch (err) {
      // Two submits at once: the one-pending-per-student index lets only one through.
      if (isUniqueViolation(err))
        throw conflict('Your previous submission is still awaiting review.');
      throw err;
    }
    this.ctx.hub.deliver(result.delivery);
    this.inbox(result.mentorId, result.sub, false);
    return this.shapes.submissionDto(this.db, result.sub, caller);
  }

  async review(
    caller: Principal,
    taskId: string,
    submissionId: string,
    input: TaskFeedbackRequest,
  ): Promise<TaskSubmission> {
    const comment = input.comment?.trim() ? input.comment.trim() : undefined;
    if (input.status !== 'approved' && !comment) {
      throw fieldError('comment', 'Comment is required when rejecting or asking for changes');
    }
    const { sub, delivery, mentorId } = await this.db.transaction(async (tx) => {
      const { task: t, submission: existing } = await this.access.reviewable(
        tx,
        caller,
        taskId,
        submissionId,
      );
      const now = this.ctx.now();
      // Scored against the task as it stands in this transaction, before anything is written.
      const score = scoreOf(t.grading, input.status, input.score);
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
        score: score ?? null,
        byId: caller.id,
        at: now,
      });
      const delivery = await this.access.event(
        tx,
        [sub.studentId],
        reviewWords[input.status].event,
        reviewNotice(input.status, t.title),
        t,
        { submissionId, ...(comment ? { feedback: comment } : {}) },
      );
      return { sub, delivery, mentorId: existing.mentorId };
    });
    this.ctx.hub.deliver(delivery);
    if (mentorId) this.inbox(mentorId, sub, true);
    return this.shapes.submissionDto(this.db, sub, caller);
  }

  /**
   * An admin or the submission's reviewer hands a waiting submission to another mentor of the
   * student's batch roster; the counts of the batch's routing follow it.
   */
  async handOff(
    caller: Principal,
    taskId: string,
    submissionId: string,
    input: TaskHandOffRequest,
  ): Promise<TaskSubmission> {
    const { sub, from } = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ studentId: taskSubmissions.studentId })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.id, submissionId), eq(taskSubmissions.taskId, taskId)))
        .limit(1);
      if (!found) throw notFound('Submission not found.');
      // The student's row first, as routing and a move between batches lock it: their batch cannot
      // change under the hand-off.
      const batch = await lockStudentBatch(tx, found.studentId);
      const [current] = await tx
        .select()
        .from(taskSubmissions)
        .where(eq(taskSubmissions.id, submissionId))
        .for('update');
      if (!current || current.status !== 'pending' || !current.mentorId)
        throw conflict('This submission has already been reviewed.');
      if (caller.role !== 'admin' && current.mentorId !== caller.id)
        throw forbidden(
          'Only its reviewer or an admin can hand this submission to another mentor.',
        );
      if (!batch)
        throw fieldError(
          'mentorId',
          'The student is in no batch, so there is no batch mentor to hand it to.',
        );
      if (!(await onRoster(tx, batch, input.mentorId)))
        throw fieldError(
          'mentorId',
          `This mentor is not a mentor of the student's batch (${batch.domain} ${batch.monthYear}). Hand it to one of that batch's mentors.`,
        );
      if (current.mentorId === input.mentorId) return { sub: current, from: null };
      await moveShare(tx, batch, current.mentorId, input.mentorId);
      const [moved] = await tx
        .update(taskSubmissions)
        .set({ mentorId: input.mentorId, updatedAt: this.ctx.now() })
        .where(eq(taskSubmissions.id, submissionId))
        .returning();
      if (!moved) throw new Error('update returned no row');
      return { sub: moved, from: current.mentorId };
    });
    if (from) {
      this.inbox(from, sub, true);
      this.inbox(input.mentorId, sub, false);
    }
    return this.shapes.submissionDto(this.db, sub, caller);
  }
}
