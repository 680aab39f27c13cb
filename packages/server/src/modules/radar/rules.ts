// The at-risk radar's rules, in one list a programme manager can review.
//
// A student is flagged when at least one rule below holds for them; every rule that holds is one
// reason of the flag, in plain words, with a link to the thing it is about. Each rule reads one
// threshold; the defaults are here, and an admin can set other values per programme
// (setRadarThresholds). The facts the rules read (StudentSignals) are gathered for a whole set of
// students at once by signals.ts.
//
// | rule                        | the student is flagged when …                                        | threshold (default)           |
// | --------------------------- | -------------------------------------------------------------------- | ----------------------------- |
// | no_visit                    | they have not opened Campus for N days                                | noVisitDays (7)               |
// | tasks_overdue               | N open tasks are past their due date (plus a grace) with no attempt   | overdueTasks (2), overdueGraceDays (1) |
// | changes_not_resubmitted     | changes were requested on a task and no new attempt came in N days    | resubmitDays (5)              |
// | quizzes_failed              | N quizzes were attempted and every graded attempt is below the pass mark | failedQuizzes (3)          |
// | classes_missed              | they missed the batch's last N live classes in a row                  | missedClassesInRow (2)        |
// | mentor_message_unanswered   | a mentor's message has waited N hours for their reply                 | unansweredHours (72)          |
// | progress_behind             | their course progress is N points below the median of their batch     | progressGapPoints (35)        |
//
// Payment overdue is not a rule: Campus records an amount pending (users.pending_amount) and the
// checkouts a student opened, but no date a payment is due by, so nothing says a payment is late.
// A payment still marks the student for recomputation, ready for such a rule.
//
// Who is never flagged (their flag, if any, clears):
// - On leave: Campus has no leave record; an admin deactivates a student's account while they are
//   away (users.is_active = false), and a deactivated account cannot sign in, so nothing it does not
//   do is a warning sign.
// - Finished: every course they are enrolled in is completed (at least one), nothing left to do.
// - New: they joined their batch (batch_assignments.assigned_at) less than newStudentDays (7) ago;
//   their first week has too little history to judge.
// - Students without a batch: the radar is read per batch, and has no mentor to tell.
//
// The batch's median is taken over the students of the batch, who are all in the same week of the
// programme (a batch starts together), so "behind the median" is "behind for this week". It is not
// judged when the median itself is below the gap (early weeks: nobody is far behind yet).
import type { RadarReason, RadarRule, RadarThresholds } from '@campus/sdk/model';

export type Thresholds = RadarThresholds;
export type ThresholdName = keyof Thresholds;

export const THRESHOLD_DEFAULTS: Thresholds = {
  noVisitDays: 7,
  overdueTasks: 2,
  overdueGraceDays: 1,
  resubmitDays: 5,
  failedQuizzes: 3,
  missedClassesInRow: 2,
  unansweredHours: 72,
  progressGapPoints: 35,
  newStudentDays: 7,
};

/** The facts about one student the rules read (signals.ts gathers them for a set of students). */
export interface StudentSignals {
  studentId: string;
  name: string;
  batch: { monthYear: string; domain: string };
  programSlug: string | null;
  isActive: boolean;
  /** When they joined their batch. */
  joinedAt: Date;
  /** Their last visit; null when none was recorded (judged from when they joined). */
  seenAt: Date | null;
  /** Enrolled in at least one course and every enrollment completed (or cancelled). */
  finished: boolean;
  /** Open tasks past their due date with no attempt, the oldest first. */
  overdue: { taskId: string; dueAt: Date }[];
  /** Open tasks whose latest attempt has changes requested, the oldest review first. */
  changesRequested: { taskId: string; reviewedAt: Date }[];
  /** Quizzes with graded attempts and none passed, the latest attempt first. */
  failedQuizzes: { lessonId: string; at: Date }[];
  /** The batch's ended live classes since they joined, the latest first (at most 20). */
  classes: { classId: string; attended: boolean }[];
  /** Conversations in which a mentor (or an admin) waits on the student, the longest first. */
  waitingMentors: { mentorId: string; since: Date }[];
  /** Their average course progress (0–100), null when enrolled in nothing. */
  progress: number | null;
  /** Their batch's median of that average, null when nobody in it is enrolled. */
  batchMedian: number | null;
}

export interface Rule {
  rule: RadarRule;
  /** What the rule looks for, as the table above says it. */
  looksFor: string;
  thresholds: ThresholdName[];
  /** The reason when the rule holds for the student, null when it does not. */
  check(s: StudentSignals, t: Thresholds, now: Date): RadarReason | null;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const days = (ms: number) => Math.floor(ms / DAY_MS);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const RULES: readonly Rule[] = [
  {
    rule: 'no_visit',
    looksFor: 'no visit for N days',
    thresholds: ['noVisitDays'],
    check(s, t, now) {
      const since = s.seenAt ?? s.joinedAt;
      const away = days(now.getTime() - since.getTime());
      if (away < t.noVisitDays) return null;
      return {
        rule: 'no_visit',
        text: s.seenAt
          ? `No visit for ${plural(away, 'day')}.`
          : `No visit since joining the batch ${plural(away, 'day')} ago.`,
        link: { kind: 'student', id: s.studentId },
      };
    },
  },
  {
    rule: 'tasks_overdue',
    looksFor: 'N tasks overdue with nothing submitted',
    thresholds: ['overdueTasks', 'overdueGraceDays'],
    check(s, t, now) {
      const late = s.overdue.filter(
        (o) => now.getTime() - o.dueAt.getTime() >= t.overdueGraceDays * DAY_MS,
      );
      const oldest = late[0];
      if (!oldest || late.length < t.overdueTasks) return null;
      return {
        rule: 'tasks_overdue',
        text: `${plural(late.length, 'task')} overdue with nothing submitted, the oldest ${plural(days(now.getTime() - oldest.dueAt.getTime()), 'day')} past its due date.`,
        link: { kind: 'task', id: oldest.taskId },
      };
    },
  },
  {
    rule: 'changes_not_resubmitted',
    looksFor: 'changes requested and not resubmitted within N days',
    thresholds: ['resubmitDays'],
    check(s, t, now) {
      const stale = s.changesRequested.filter(
        (c) => now.getTime() - c.reviewedAt.getTime() >= t.resubmitDays * DAY_MS,
      );
      const oldest = stale[0];
      if (!oldest) return null;
      return {
        rule: 'changes_not_resubmitted',
        text: `Changes were requested ${plural(days(now.getTime() - oldest.reviewedAt.getTime()), 'day')} ago and nothing was resubmitted${stale.length > 1 ? ` (${stale.length} tasks)` : ''}.`,
        link: { kind: 'task', id: oldest.taskId },
      };
    },
  },
  {
    rule: 'quizzes_failed',
    looksFor: 'N quizzes attempted and never passed',
    thresholds: ['failedQuizzes'],
    check(s, t) {
      const latest = s.failedQuizzes[0];
      if (!latest || s.failedQuizzes.length < t.failedQuizzes) return null;
      return {
        rule: 'quizzes_failed',
        text: `${plural(s.failedQuizzes.length, 'quiz', 'quizzes')} attempted and never passed.`,
        link: { kind: 'quiz', id: latest.lessonId },
      };
    },
  },
  {
    rule: 'classes_missed',
    looksFor: "the batch's last N live classes missed in a row",
    thresholds: ['missedClassesInRow'],
    check(s, t) {
      const run = s.classes.findIndex((c) => c.attended);
      const missed = run === -1 ? s.classes.length : run;
      const last = s.classes[0];
      if (!last || missed < t.missedClassesInRow) return null;
      return {
        rule: 'classes_missed',
        text: `Missed the last ${plural(missed, 'live class', 'live classes')} in a row.`,
        link: { kind: 'live_class', id: last.classId },
      };
    },
  },
  {
    rule: 'mentor_message_unanswered',
    looksFor: "a mentor's message unanswered for N hours",
    thresholds: ['unansweredHours'],
    check(s, t, now) {
      const longest = s.waitingMentors[0];
      if (!longest) return null;
      const hours = Math.floor((now.getTime() - longest.since.getTime()) / HOUR_MS);
      if (hours < t.unansweredHours) return null;
      return {
        rule: 'mentor_message_unanswered',
        text: `A mentor's message has waited ${plural(hours, 'hour')} for a reply.`,
        link: { kind: 'conversation', id: longest.mentorId },
      };
    },
  },
  {
    rule: 'progress_behind',
    looksFor: "course progress N points below the batch's median",
    thresholds: ['progressGapPoints'],
    check(s, t) {
      if (s.progress === null || s.batchMedian === null) return null;
      const gap = Math.round(s.batchMedian - s.progress);
      if (s.batchMedian < t.progressGapPoints || gap < t.progressGapPoints) return null;
      return {
        rule: 'progress_behind',
        text: `Course progress ${Math.round(s.progress)} %, ${gap} points behind the batch's median of ${Math.round(s.batchMedian)} %.`,
        link: { kind: 'student', id: s.studentId },
      };
    },
  },
];

/** Why the student is not judged at all (on leave, finished, new), or null when they are. */
export function exemption(s: StudentSignals, t: Thresholds, now: Date): string | null {
  if (!s.isActive) return 'on leave';
  if (s.finished) return 'finished';
  if (now.getTime() - s.joinedAt.getTime() < t.newStudentDays * DAY_MS) return 'new';
  return null;
}

/** The reasons the student is at risk now: empty when none holds or they are exempt. */
export function reasonsFor(s: StudentSignals, t: Thresholds, now: Date): RadarReason[] {
  if (exemption(s, t, now)) return [];
  return RULES.flatMap((rule) => rule.check(s, t, now) ?? []);
}
