// The review queue (listReviewQueue): pending attempts the caller reviews (every one for an
// admin), the longest-waiting first, ties by the submission's id so "Next in queue" is stable.
//
// A waiting attempt carries its reviewer (task_submissions.mentor_id: routed to a mentor of the
// student's batch, handed to one, or else the task's owner; see batches/routing.ts), so a mentor's
// page is one range of task_submissions_mentor_queue_idx from the cursor on, instead of every
// pending attempt of each of their tasks gathered and sorted (~400 on the large campus), and how many wait is one row of review_queue_totals (kept by the
// database too), not a count of that range. The mentor's unfiltered queue, the daily read, is one
// named prepared statement built once per process: the page with its tasks, students and reviewer, which of
// them have files or feedback (a pending attempt rarely has either) and the count, so a request is
// usually one round trip that PostgreSQL neither parses nor plans again. The mentor's inbox reads
// the same range (`awaitingReviewBy`).
import type {
  OperationQuery,
  PersonSummary,
  ReviewQueueItem,
  ReviewQueueItemTask,
  ReviewQueuePage,
} from '@campus/sdk/model';
import { aliasedTable, and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  reviewQueueTotals,
  submissionTotals,
  taskFeedback,
  taskFiles,
  tasks,
  taskSubmissions,
  users,
  type TaskRow,
  type TaskSubmissionRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { AppContext } from '../../context';
import {
  cursorPlaceholders,
  cursorScope,
  cursorValues,
  keysetAfter,
  keysetKeys,
  keysetOrder,
  keysetPage,
  type Keyset,
} from '../../lib/cursor';
import { toPerson } from '../../lib/people';
import { taskEventTask, type TaskShapes } from './dto';

/** The review queue: the longest-waiting attempt first, ties by the submission's id. */
const reviewQueueKeyset: Keyset = {
  list: 'reviewQueue',
  keys: [
    { expr: taskSubmissions.submittedAt, type: 'timestamptz', dir: 'asc' },
    { expr: taskSubmissions.id, type: 'uuid', dir: 'asc' },
  ],
};

/** The mentor an attempt waits on (the caller, in a mentor's own queue). */
const reviewerUser = aliasedTable(users, 'reviewer_user');

// The partial indexes' predicate, a literal so a generic plan can use them.
const pending = sql`${taskSubmissions.status} = 'pending'`;

/**
 * The attempts waiting in `mentor`'s review queue: one range of task_submissions_mentor_queue_idx,
 * read in its order (`submitted_at`, `id`).
 */
export const awaitingReviewBy = (mentor: SQLWrapper | string): SQL =>
  sql`${taskSubmissions.mentorId} = ${mentor} and ${pending}`;

const p = { mentor: sql.placeholder('mentor'), limit: sql.placeholder('limit') };

/** What an item shows of its task (not the description, the rubric or the times). */
const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  dueDate: tasks.dueDate,
  timezone: tasks.timezone,
  status: tasks.status,
  batchMonthYear: tasks.batchMonthYear,
  batchDomain: tasks.batchDomain,
};
type QueueTask = Pick<TaskRow, keyof typeof taskColumns>;

function build(db: Queryable) {
  const read = (next: boolean) =>
    db
      .select({
        task: taskColumns,
        submission: taskSubmissions,
        student: {
          id: users.id,
          name: users.name,
          role: users.role,
          profileImageUrl: users.profileImageUrl,
        },
        reviewer: {
          id: reviewerUser.id,
          name: reviewerUser.name,
          role: reviewerUser.role,
          profileImageUrl: reviewerUser.profileImageUrl,
        },
        hasFiles: sql<boolean>`exists (select 1 from ${taskFiles} where ${taskFiles.submissionId} = ${taskSubmissions.id})`,
        hasFeedback: sql<boolean>`exists (select 1 from ${taskFeedback} where ${taskFeedback.submissionId} = ${taskSubmissions.id})`,
        keys: keysetKeys(reviewQueueKeyset),
        waiting: sql<number>`coalesce((select ${reviewQueueTotals.pending} from ${reviewQueueTotals} where ${reviewQueueTotals.mentorId} = ${p.mentor}), 0)`,
      })
      .from(taskSubmissions)
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .leftJoin(users, eq(users.id, taskSubmissions.studentId))
      .leftJoin(reviewerUser, eq(reviewerUser.id, taskSubmissions.mentorId))
      .where(
        and(
          awaitingReviewBy(p.mentor),
          next ? keysetAfter(reviewQueueKeyset, cursorPlaceholders(reviewQueueKeyset)) : undefined,
        ),
      )
      .orderBy(...keysetOrder(reviewQueueKeyset))
      .limit(p.limit)
      .prepare(next ? 'review_queue_next' : 'review_queue');
  return { first: read(false), next: read(true) };
}

interface QueueRow {
  task: QueueTask;
  submission: TaskSubmissionRow;
}

export class ReviewQueue {
  // Built on first use against the database it was built on (ctx.db is one for the process).
  private built: { db: Queryable; read: ReturnType<typeof build> } | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: TaskShapes,
  ) {}

  async page(caller: Principal, f: OperationQuery<'listReviewQueue'>): Promise<ReviewQueuePage> {
    const filtered = f.taskId !== undefined || f.monthYear !== undefined || f.domain !== undefined;
    return caller.role !== 'admin' && !filtered
      ? this.mentorPage(caller, f)
      : this.anyPage(caller, f);
  }

  /** A mentor's whole queue: the prepared statement. */
  private async mentorPage(
    caller: Principal,
    f: OperationQuery<'listReviewQueue'>,
  ): Promise<ReviewQueuePage> {
    const db = this.ctx.db;
    if (this.built?.db !== db) this.built = { db, read: build(db) };
    const { first, next } = this.built.read;
    const page = keysetPage(reviewQueueKeyset, cursorScope(f), f);
    const values = { mentor: caller.id, limit: page.limit };
    const read = page.from
      ? await next.execute({ ...values, ...cursorValues(page.from) })
      : await first.execute(values);
    const { items: rows, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    // Past the last page the statement answers no row to carry the count: it is asked alone.
    const waiting = read[0]?.waiting ?? (page.from ? await this.mentorWaiting(caller.id) : 0);
    const students = new Map<string, PersonSummary>();
    for (const r of rows) {
      if (r.student) students.set(r.student.id, toPerson(r.student));
      if (r.reviewer) students.set(r.reviewer.id, toPerson(r.reviewer));
    }
    return this.finish(
      rows,
      caller,
      { nextCursor, pageSize, waiting },
      {
        students,
        withFiles: rows.filter((r) => r.hasFiles).map((r) => r.submission.id),
        withFeedback: rows.filter((r) => r.hasFeedback).map((r) => r.submission.id),
      },
    );
  }

  private async mentorWaiting(mentorId: string): Promise<number> {
    const [row] = await this.ctx.db
      .select({ n: reviewQueueTotals.pending })
      .from(reviewQueueTotals)
      .where(eq(reviewQueueTotals.mentorId, mentorId));
    return row?.n ?? 0;
  }

  /** An admin's queue or a filtered one: built per request. */
  private async anyPage(
    caller: Principal,
    f: OperationQuery<'listReviewQueue'>,
  ): Promise<ReviewQueuePage> {
    const db = this.ctx.db;
    const conds: SQL[] = [pending];
    if (caller.role !== 'admin') conds.push(eq(taskSubmissions.mentorId, caller.id));
    if (f.taskId) conds.push(eq(taskSubmissions.taskId, f.taskId));
    if (f.monthYear) conds.push(eq(tasks.batchMonthYear, f.monthYear));
    if (f.domain) conds.push(eq(tasks.batchDomain, f.domain));
    const page = keysetPage(reviewQueueKeyset, cursorScope(f), f);
    // Every pending attempt is counted already (submission_totals, kept by the database).
    const everyone = caller.role === 'admin' && conds.length === 1;
    const [read, [waiting]] = await Promise.all([
      db
        .select({
          task: taskColumns,
          submission: taskSubmissions,
          keys: keysetKeys(reviewQueueKeyset),
        })
        .from(taskSubmissions)
        .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
        .where(and(...conds, page.after))
        .orderBy(...page.order)
        .limit(page.limit),
      everyone
        ? db
            .select({ n: submissionTotals.submissions })
            .from(submissionTotals)
            .where(sql`${submissionTotals.status} = 'pending'`)
        : db
            .select({ n: count() })
            .from(taskSubmissions)
            .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
            .where(and(...conds)),
    ]);
    const { items: rows, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    return this.finish(rows, caller, { nextCursor, pageSize, waiting: waiting?.n ?? 0 });
  }

  private async finish(
    rows: QueueRow[],
    caller: Principal,
    base: Omit<ReviewQueuePage, 'items'>,
    known?: Parameters<TaskShapes['submissionShape']>[3],
  ): Promise<ReviewQueuePage> {
    if (rows.length === 0) return { ...base, items: [] };
    const shape = await this.shapes.submissionShape(
      this.ctx.db,
      rows.map((r) => r.submission),
      caller,
      known,
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
}
