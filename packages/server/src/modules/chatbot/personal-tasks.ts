// Personal answers about tasks: a student's tasks to act on and the feedback on one of them, in the
// task desk's words, and a mentor's review queue, oldest first.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  taskAssignees,
  taskFeedback,
  tasks,
  taskSubmissions,
  users,
  type SubmissionStatus,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { whenIn } from './format';
import { go, listSentence, MAX_ACTIONS, named, type PersonalAnswer } from './answer-parts';

/** A student's standing on a task in the desk's words (web features/tasks/task-format.ts). */
type Standing = SubmissionStatus | 'overdue' | 'not_submitted';
export const DESK_WORDS: Record<Standing, string> = {
  not_submitted: 'To do',
  overdue: 'Overdue',
  pending: 'Submitted · in review',
  modification_requested: 'Changes requested',
  rejected: 'Rejected',
  approved: 'Approved',
};
/** The desk's order of what a student still has to act on. */
const TO_ACT_ON = ['overdue', 'modification_requested', 'not_submitted', 'rejected'] as const;

/** The caller's open tasks with their standing (the latest attempt's status, or overdue / to do). */
async function studentTasks(ctx: AppContext, user: Principal) {
  const rows = await ctx.db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      status: tasks.status,
      latest: sql<SubmissionStatus | null>`(
        select s.status from ${taskSubmissions} s
        where s.task_id = ${tasks.id} and s.student_id = ${user.id}
        order by s.attempt desc limit 1)`,
    })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .where(eq(taskAssignees.studentId, user.id))
    .orderBy(asc(tasks.dueDate));
  const now = ctx.now().getTime();
  return rows.map((t) => {
    const standing: Standing =
      t.latest ?? (t.dueDate.getTime() < now ? 'overdue' : 'not_submitted');
    return { ...t, standing };
  });
}

export async function myTasks(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const all = (await studentTasks(ctx, user)).filter((t) => t.status === 'open');
  const pending = TO_ACT_ON.flatMap((s) => all.filter((t) => t.standing === s));
  if (pending.length === 0)
    return {
      response:
        'You have no open tasks right now — nice work! New tasks from your mentor appear on your dashboard and in your notifications.',
      suggestions: [go('Open my tasks', '/student-dashboard')],
      searchResults: [],
    };
  const items = pending.map(
    (t) => `${DESK_WORDS[t.standing]}: “${t.title}” (due ${whenIn(t.dueDate, tz)})`,
  );
  return {
    response: `You have ${pending.length === 1 ? 'one task' : `${pending.length} tasks`} to act on — ${listSentence(items)}.`,
    suggestions: [
      go(`Open “${pending[0]!.title}”`, `/student-dashboard/tasks/${pending[0]!.id}`),
      go('Open my tasks', '/student-dashboard'),
    ],
    searchResults: pending.slice(0, MAX_ACTIONS).map((t) => ({
      kind: 'task' as const,
      title: t.title,
      url: `/student-dashboard/tasks/${t.id}`,
      snippet: `${DESK_WORDS[t.standing]} · due ${whenIn(t.dueDate, tz)}`,
    })),
  };
}

export async function feedbackOnTask(
  ctx: AppContext,
  user: Principal,
  message: string,
  tz: string,
): Promise<PersonalAnswer> {
  const mine = await studentTasks(ctx, user);
  const task = named(message, mine, (t) => t.title);
  const [fb] = await ctx.db
    .select({
      taskId: taskSubmissions.taskId,
      title: tasks.title,
      decision: taskFeedback.status,
      comment: taskFeedback.comment,
      at: taskFeedback.at,
      by: users.name,
    })
    .from(taskFeedback)
    .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .innerJoin(users, eq(users.id, taskFeedback.byId))
    .where(
      and(
        eq(taskSubmissions.studentId, user.id),
        task ? eq(taskSubmissions.taskId, task.id) : undefined,
      ),
    )
    .orderBy(desc(taskFeedback.at))
    .limit(1);
  if (!fb) {
    const about = task ? ` on “${task.title}”` : '';
    return {
      response: `There is no feedback${about} yet. Your mentor's review appears on the task once they have looked at your submission.`,
      suggestions: [
        task
          ? go(`Open “${task.title}”`, `/student-dashboard/tasks/${task.id}`)
          : go('Open my tasks', '/student-dashboard'),
      ],
      searchResults: [],
    };
  }
  const said = fb.comment ? `: “${fb.comment}”` : ' (without a comment).';
  return {
    response: `On “${fb.title}”, ${fb.by} marked your latest submission ${DESK_WORDS[fb.decision]} (${whenIn(fb.at, tz)})${said}`,
    suggestions: [go(`Open “${fb.title}”`, `/student-dashboard/tasks/${fb.taskId}`)],
    searchResults: [
      {
        kind: 'task',
        title: fb.title,
        url: `/student-dashboard/tasks/${fb.taskId}`,
        snippet: `${DESK_WORDS[fb.decision]} · ${fb.by}`,
      },
    ],
  };
}

export async function reviewQueue(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const rows = await ctx.db
    .select({
      id: taskSubmissions.id,
      taskId: tasks.id,
      title: tasks.title,
      student: users.name,
      at: taskSubmissions.submittedAt,
    })
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .innerJoin(users, eq(users.id, taskSubmissions.studentId))
    .where(
      and(
        eq(taskSubmissions.status, 'pending'),
        user.role === 'admin' ? undefined : eq(tasks.mentorId, user.id),
      ),
    )
    .orderBy(asc(taskSubmissions.submittedAt));
  if (rows.length === 0)
    return {
      response: 'Nothing is waiting for review.',
      suggestions: [go('Open the review queue', '/mentor-dashboard')],
      searchResults: [],
    };
  const items = rows
    .slice(0, MAX_ACTIONS)
    .map((r) => `“${r.title}” by ${r.student} (submitted ${whenIn(r.at, tz)})`);
  const more = rows.length > MAX_ACTIONS ? ` and ${rows.length - MAX_ACTIONS} more` : '';
  const first = rows[0]!;
  return {
    response: `${rows.length === 1 ? 'One submission is' : `${rows.length} submissions are`} waiting for your review, oldest first: ${listSentence(items)}${more}.`,
    suggestions: [
      go(`Review “${first.title}”`, `/mentor-dashboard/review/${first.taskId}/${first.id}`),
      go('Open the review queue', '/mentor-dashboard'),
    ],
    searchResults: rows.slice(0, MAX_ACTIONS).map((r) => ({
      kind: 'task' as const,
      title: `${r.title} — ${r.student}`,
      url: `/mentor-dashboard/review/${r.taskId}/${r.id}`,
      snippet: `Waiting for review · ${whenIn(r.at, tz)}`,
    })),
  };
}
