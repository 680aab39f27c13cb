// Answers about the asker's own day (intents.ts), read from their data with their permissions only:
// every query is keyed by the caller's id (or, for live classes, by the audience the live-class area
// grants them), so no question can reach another user's rows. Times are shown in the viewer's zone,
// by name; amounts in ₹ (en-IN); task states in the task desk's words. At most three actions and
// three sources per answer, so a reply fits the panel.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courses, enrollments, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { adminSummary } from '../admin/public';
import { studentMentorId } from '../batches/public';
import { rupees } from './format';
import type { PersonalIntent } from './intents';
import { go, listSentence, MAX_ACTIONS, named, type PersonalAnswer } from './answer-parts';
import { classesToday, nextLiveClass, nextSession, openRequests } from './personal-calendar';
import { feedbackOnTask, myTasks, reviewQueue } from './personal-tasks';

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
        return nextLiveClass(this.ctx, user, tz);
      case 'classes_today':
        return classesToday(this.ctx, user, tz);
      case 'pending_amount':
        return this.pendingAmount(user);
      case 'my_mentor':
        return this.myMentor(user);
      case 'my_tasks':
        return myTasks(this.ctx, user, tz);
      case 'task_feedback':
        return feedbackOnTask(this.ctx, user, message, tz);
      case 'next_session':
        return nextSession(this.ctx, user, tz);
      case 'course_progress':
        return this.courseProgress(user, message);
      case 'review_queue':
        return reviewQueue(this.ctx, user, tz);
      case 'open_requests':
        return openRequests(this.ctx, user, tz);
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
    // The course to continue is one still in progress, never one already at 100 %.
    const unfinished = shown.find((r) => r.progress < 100);
    const more =
      !course && rows.length > shown.length ? ` and ${rows.length - shown.length} more` : '';
    return {
      response: course
        ? `Your progress in ${line(course)}.`
        : `Your progress — ${listSentence(shown.map(line))}${more}.`,
      suggestions: [
        unfinished
          ? go(`Continue “${unfinished.title}”`, `/student/learning/${unfinished.courseId}`)
          : go(`Open “${shown[0]!.title}”`, `/student/learning/${shown[0]!.courseId}`),
      ],
      searchResults: shown.map((r) => ({
        kind: 'course' as const,
        title: r.title,
        url: `/student/learning/${r.courseId}`,
        snippet: `${r.progress}% complete`,
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
