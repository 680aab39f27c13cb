// Answers about the asker's own day (intents.ts), read from their data with their permissions only:
// every query is keyed by the caller's id (or, for live classes, by the audience the live-class area
// grants them), so no question can reach another user's rows. Times are shown in the viewer's zone,
// by name; amounts in ₹ (en-IN); task states in the task desk's words. At most three actions and
// three sources per answer, so a reply fits the panel.
import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  bookingParticipants,
  bookings,
  courses,
  enrollments,
  liveClasses,
  taskAssignees,
  taskFeedback,
  tasks,
  taskSubmissions,
  users,
  type StoredSearchResult,
  type StoredSuggestion,
  type SubmissionStatus,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { localDay } from '../../lib/time-zone';
import { adminSummary } from '../admin/public';
import { studentMentorId } from '../batches/public';
import { liveClassAudience } from '../liveclasses/public';
import { rupees, whenIn, zoneName } from './format';
import type { PersonalIntent } from './intents';
import { keywords } from './retrieval';

export interface PersonalAnswer {
  response: string;
  suggestions: StoredSuggestion[];
  searchResults: StoredSearchResult[];
}

/** The most actions (and sources) one answer carries. */
export const MAX_ACTIONS = 3;

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

const JOIN_OPENS_MS = 10 * 60_000;

const go = (text: string, url: string): StoredSuggestion => ({
  text: text.slice(0, 100),
  action: 'redirect',
  url,
});

function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')} and ${items[items.length - 1]}`;
}

/** The row whose title shares the most words with the question (none when nothing is shared). */
function named<T>(message: string, rows: T[], title: (r: T) => string): T | undefined {
  const stem = (w: string) => w.replace(/(ies|es|s)$/, '');
  const asked = new Set(keywords(message).map(stem));
  let best: { row: T; n: number } | undefined;
  for (const row of rows) {
    const n = keywords(title(row)).filter((w) => asked.has(stem(w))).length;
    if (n > 0 && (!best || n > best.n)) best = { row, n };
  }
  return best?.row;
}

export class PersonalAnswers {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async answer(
    intent: PersonalIntent,
    user: Principal,
    message: string,
    tz: string,
  ): Promise<PersonalAnswer> {
    switch (intent) {
      case 'next_live_class':
        return this.nextLiveClass(user, tz);
      case 'classes_today':
        return this.classesToday(user, tz);
      case 'pending_amount':
        return this.pendingAmount(user);
      case 'my_mentor':
        return this.myMentor(user);
      case 'my_tasks':
        return this.myTasks(user, tz);
      case 'task_feedback':
        return this.taskFeedback(user, message, tz);
      case 'next_session':
        return this.nextSession(user, tz);
      case 'course_progress':
        return this.courseProgress(user, message);
      case 'review_queue':
        return this.reviewQueue(user, tz);
      case 'open_requests':
        return this.openRequests(user, tz);
      case 'admin_overview':
        return this.adminOverview(tz);
    }
  }

  /** The student's assigned mentor (id and name), if any. */
  async mentorOf(user: Principal): Promise<{ id: string; name: string } | null> {
    if (user.role !== 'student') return null;
    const id = await studentMentorId(this.db, user.id);
    if (!id) return null;
    const [m] = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return m ?? null;
  }

  private joinOpen(c: { status: string; startTime: Date; durationMinutes: number }, now: Date) {
    if (c.status === 'live') return true;
    const start = c.startTime.getTime();
    return (
      c.status === 'scheduled' &&
      now.getTime() >= start - JOIN_OPENS_MS &&
      now.getTime() < start + c.durationMinutes * 60_000
    );
  }

  private async nextLiveClass(user: Principal, tz: string): Promise<PersonalAnswer> {
    const aud = await liveClassAudience(this.db, user);
    const now = this.ctx.now();
    const [next] = aud
      ? await this.db
          .select()
          .from(liveClasses)
          .where(
            and(
              aud.where,
              sql`(${liveClasses.status} = 'live' or (${liveClasses.status} = 'scheduled' and ${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${now}))`,
            ),
          )
          .orderBy(
            sql`case when ${liveClasses.status} = 'live' then 0 else 1 end`,
            asc(liveClasses.startTime),
          )
          .limit(1)
      : [];
    if (!next)
      return {
        response:
          'I could not find any upcoming live classes for you. Scheduled classes of your batch appear on the Live Class page, and you get a reminder 15 minutes before each one.',
        suggestions: [go('Open Live Class', '/live-class')],
        searchResults: [],
      };
    const when = whenIn(next.startTime, tz);
    const open = this.joinOpen(next, now);
    const response =
      next.status === 'live'
        ? `Your live class “${next.title}” is on now (it started ${when}). You can join it from the Live Class page.`
        : open
          ? `Your next live class is “${next.title}”, ${when}. Joining is open now.`
          : `Your next live class is “${next.title}”, ${when}. Joining opens 10 minutes before it starts.`;
    return {
      response,
      suggestions: [go(open ? `Join “${next.title}”` : 'Open Live Class', '/live-class')],
      searchResults: [{ kind: 'liveclass', title: next.title, url: '/live-class', snippet: when }],
    };
  }

  private async classesToday(user: Principal, tz: string): Promise<PersonalAnswer> {
    const aud = await liveClassAudience(this.db, user);
    const [from, to] = localDay(this.ctx.now(), tz);
    const rows = aud
      ? await this.db
          .select()
          .from(liveClasses)
          .where(and(aud.where, gte(liveClasses.startTime, from), lt(liveClasses.startTime, to)))
          .orderBy(asc(liveClasses.startTime))
      : [];
    if (rows.length === 0)
      return {
        response: `You have no live classes today (${zoneName(tz)}).`,
        suggestions: [go('Open Live Class', '/live-class')],
        searchResults: [],
      };
    const now = this.ctx.now();
    const items = rows.map(
      (c) =>
        `“${c.title}” at ${whenIn(c.startTime, tz)}${c.status === 'live' ? ' (live now)' : c.status === 'ended' ? ' (ended)' : ''}`,
    );
    const open = rows.find((c) => this.joinOpen(c, now));
    return {
      response: `Today you have ${rows.length === 1 ? 'one live class' : `${rows.length} live classes`}: ${listSentence(items)}.`,
      suggestions: [go(open ? `Join “${open.title}”` : 'Open Live Class', '/live-class')],
      searchResults: rows.slice(0, MAX_ACTIONS).map((c) => ({
        kind: 'liveclass' as const,
        title: c.title,
        url: '/live-class',
        snippet: whenIn(c.startTime, tz),
      })),
    };
  }

  private async pendingAmount(user: Principal): Promise<PersonalAnswer> {
    const [me] = await this.db
      .select({ pending: users.pendingAmount })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const owed = me?.pending ?? 0;
    if (owed <= 0)
      return {
        response: 'You have no pending amount — there is nothing to pay right now.',
        suggestions: [go('Go to my dashboard', '/dashboard')],
        searchResults: [],
      };
    return {
      response: `Your pending amount is ${rupees(owed)}. Use Pending Payment to pay it through our payment provider; it clears within a few minutes of the payment.`,
      suggestions: [go('Pending Payment', '/payment')],
      searchResults: [],
    };
  }

  private async myMentor(user: Principal): Promise<PersonalAnswer> {
    const mentor = await this.mentorOf(user);
    if (!mentor)
      return {
        response:
          'You have no mentor assigned yet. An admin assigns one when your batch starts; meanwhile you can browse the mentors on Campus.',
        suggestions: [go('Find a mentor', '/mentors')],
        searchResults: [],
      };
    return {
      response: `Your mentor is ${mentor.name}. You can message them or book a one-to-one session.`,
      suggestions: [
        go(`Message ${mentor.name}`, `/messages/${mentor.id}`),
        go(`Book a session with ${mentor.name}`, '/mentor-sync'),
      ],
      searchResults: [{ kind: 'mentor', title: mentor.name, url: `/messages/${mentor.id}` }],
    };
  }

  /** The caller's open tasks with their standing (the latest attempt's status, or overdue / to do). */
  private async studentTasks(user: Principal) {
    const rows = await this.db
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
    const now = this.ctx.now().getTime();
    return rows.map((t) => {
      const standing: Standing =
        t.latest ?? (t.dueDate.getTime() < now ? 'overdue' : 'not_submitted');
      return { ...t, standing };
    });
  }

  private async myTasks(user: Principal, tz: string): Promise<PersonalAnswer> {
    const all = (await this.studentTasks(user)).filter((t) => t.status === 'open');
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
        url: '/dashboard',
        snippet: `${DESK_WORDS[t.standing]} · due ${whenIn(t.dueDate, tz)}`,
      })),
    };
  }

  private async taskFeedback(
    user: Principal,
    message: string,
    tz: string,
  ): Promise<PersonalAnswer> {
    const mine = await this.studentTasks(user);
    const task = named(message, mine, (t) => t.title);
    const [fb] = await this.db
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

  private async nextSession(user: Principal, tz: string): Promise<PersonalAnswer> {
    const now = this.ctx.now();
    const upcoming = and(
      gt(bookings.endTime, now),
      inArray(bookings.status, ['pending', 'accepted']),
    );
    const mine =
      user.role === 'mentor'
        ? eq(bookings.mentorId, user.id)
        : or(
            eq(bookings.studentId, user.id),
            inArray(
              bookings.id,
              this.db
                .select({ id: bookingParticipants.bookingId })
                .from(bookingParticipants)
                .where(eq(bookingParticipants.studentId, user.id)),
            ),
          );
    const [b] = await this.db
      .select({
        topic: bookings.topic,
        startTime: bookings.startTime,
        status: bookings.status,
        mentor: users.name,
      })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.mentorId))
      .where(and(mine, upcoming))
      .orderBy(asc(bookings.startTime))
      .limit(1);
    const url = user.role === 'mentor' ? '/mentor-sessions' : '/mentor-sync';
    if (!b)
      return {
        response:
          user.role === 'mentor'
            ? 'You have no upcoming sessions.'
            : 'You have no upcoming sessions. You can book one with your mentor.',
        suggestions: [go(user.role === 'mentor' ? 'Open my sessions' : 'Book a session', url)],
        searchResults: [],
      };
    const when = whenIn(b.startTime, tz);
    const state =
      b.status === 'pending'
        ? user.role === 'mentor'
          ? ' It is waiting for your answer.'
          : ' It is waiting for the mentor to accept it.'
        : ' It is confirmed.';
    const withWhom = user.role === 'mentor' ? '' : ` with ${b.mentor}`;
    return {
      response: `Your next session is “${b.topic}”${withWhom}, ${when}.${state}`,
      suggestions: [go('Open my sessions', url)],
      searchResults: [{ kind: 'booking', title: b.topic, url, snippet: `${when} · ${b.status}` }],
    };
  }

  private async courseProgress(user: Principal, message: string): Promise<PersonalAnswer> {
    const rows = await this.db
      .select({
        courseId: courses.id,
        title: courses.title,
        progress: enrollments.progress,
        lessons: courses.lessonCount,
        done: sql<number>`cardinality(${enrollments.completedLessonIds})`.mapWith(Number),
        status: enrollments.status,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(
        and(
          eq(enrollments.studentId, user.id),
          inArray(enrollments.status, ['active', 'completed']),
        ),
      )
      .orderBy(desc(enrollments.lastAccessedAt), asc(courses.title));
    if (rows.length === 0)
      return {
        response: 'You are not enrolled in any course yet.',
        suggestions: [go('Browse courses', '/courses')],
        searchResults: [],
      };
    const course = named(message, rows, (r) => r.title);
    const shown = course ? [course] : rows.slice(0, MAX_ACTIONS);
    const line = (r: (typeof rows)[number]) =>
      `“${r.title}”: ${r.progress}% (${r.done} of ${r.lessons} lessons)`;
    const more =
      !course && rows.length > shown.length ? ` and ${rows.length - shown.length} more` : '';
    return {
      response: course
        ? `Your progress in ${line(course)}.`
        : `Your progress — ${listSentence(shown.map(line))}${more}.`,
      suggestions: [go(`Continue “${shown[0]!.title}”`, `/student/learning/${shown[0]!.courseId}`)],
      searchResults: shown.map((r) => ({
        kind: 'course' as const,
        title: r.title,
        url: `/student/learning/${r.courseId}`,
        snippet: `${r.progress}% complete`,
      })),
    };
  }

  private async reviewQueue(user: Principal, tz: string): Promise<PersonalAnswer> {
    const rows = await this.db
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

  private async openRequests(user: Principal, tz: string): Promise<PersonalAnswer> {
    const rows = await this.db
      .select({ topic: bookings.topic, startTime: bookings.startTime, student: users.name })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.studentId))
      .where(
        and(
          eq(bookings.mentorId, user.id),
          eq(bookings.status, 'pending'),
          gt(bookings.startTime, this.ctx.now()),
        ),
      )
      .orderBy(asc(bookings.startTime));
    if (rows.length === 0)
      return {
        response: 'You have no open session requests.',
        suggestions: [go('Open my sessions', '/mentor-sessions')],
        searchResults: [],
      };
    const items = rows
      .slice(0, MAX_ACTIONS)
      .map((r) => `“${r.topic}” from ${r.student} for ${whenIn(r.startTime, tz)}`);
    const more = rows.length > MAX_ACTIONS ? ` and ${rows.length - MAX_ACTIONS} more` : '';
    return {
      response: `You have ${rows.length === 1 ? 'one open session request' : `${rows.length} open session requests`}: ${listSentence(items)}${more}.`,
      suggestions: [go('Answer requests', '/mentor-sessions')],
      searchResults: rows.slice(0, MAX_ACTIONS).map((r) => ({
        kind: 'booking' as const,
        title: r.topic,
        url: '/mentor-sessions',
        snippet: `${r.student} · ${whenIn(r.startTime, tz)}`,
      })),
    };
  }

  private async adminOverview(tz: string): Promise<PersonalAnswer> {
    const s = await adminSummary(this.ctx, tz);
    const r = s.usersByRole;
    return {
      response:
        `Campus has ${r.student} students, ${r.mentor} mentors, ${r.instructor} instructors and ${r.admin} admins ` +
        `(${s.activeUsers} active, ${s.deactivatedUsers} deactivated, ${s.newUsersThisWeek} new this week). ` +
        `${s.studentsWithPendingPayments} students have pending payments totalling ${rupees(s.pendingAmountTotal)}. ` +
        `Today: ${s.liveClassesToday} live classes; ${s.submissionsAwaitingReview} submissions are awaiting review; ` +
        `${s.batchesStartingThisMonth} batches start this month (${s.monthYear}).`,
      suggestions: [go('Open the admin overview', '/admin')],
      searchResults: [],
    };
  }
}
