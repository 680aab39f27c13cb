// Tasks: students submit attempts; the owner reviews each pending attempt once.
import type { SubmitTaskRequest, TaskFeedbackRequest, TaskSubmission } from '@campus/sdk/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { taskFeedback, tasks, taskSubmissions } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, notFound, validationFailed } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { inboxItemId, submissionKind } from '../../lib/inbox-items';
import { peopleById } from '../../lib/people';
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

  /** The attempt may have entered (`was` false) or left the task owner's inbox. */
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
        const delivery = await this.access.event(
          tx,
          [t.mentorId],
          'task_submitted',
          `${caller.name} submitted "${t.title}"${sub.attempt > 1 ? ` (attempt ${sub.attempt})` : ''}`,
          t,
          { submissionId: sub.id, student },
        );
        return { sub, delivery, mentorId: t.mentorId };
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
      const t = await this.access.owned(tx, caller, taskId);
      const now = this.ctx.now();
      const [existing] = await tx
        .select({ id: taskSubmissions.id })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.id, submissionId), eq(taskSubmissions.taskId, taskId)))
        .limit(1);
      if (!existing) throw notFound('Submission not found.');
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
      return { sub, delivery, mentorId: t.mentorId };
    });
    this.ctx.hub.deliver(delivery);
    this.inbox(mentorId, sub, true);
    return this.shapes.submissionDto(this.db, sub, caller);
  }
}
