import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { accountKeys } from './account/keys';
import { batchKeys } from './batches/keys';
import { bookingKeys } from './bookings/keys';
import { calendarKeys } from './calendar/keys';
import { certificateKeys } from './certificates/keys';
import { courseKeys } from './courses/keys';
import { dashboardKeys } from './dashboard/keys';
import { ebookKeys } from './ebooks/keys';
import { gradeKeys } from './grades/keys';
import { inboxKeys } from './inbox/keys';
import { jobKeys } from './jobs/keys';
import { learningKeys } from './learning/keys';
import { liveClassKeys } from './live-classes/keys';
import { mentorKeys } from './mentors/keys';
import { messageKeys } from './messages/keys';
import { paymentKeys } from './payments/keys';
import { preferenceKeys } from './preferences/keys';
import { programKeys } from './programs/keys';
import { questionKeys } from './questions/keys';
import { quizKeys } from './quizzes/keys';
import { attendanceKeys, progressKeys, radarKeys } from './radar/keys';
import { taskKeys } from './tasks/keys';
import { updateKeys } from './updates/keys';
import { userKeys } from './users/keys';

/**
 * What a change may say about itself so that less than its whole domain is refreshed. A change
 * that says nothing (a socket event, a reconnect) refreshes the wider keys.
 */
export interface ChangeDetails {
  /** The quiz lesson an attempt was graded in. */
  lessonId?: string;
  /** Whether that attempt passed (a pass completes the lesson, so the course's progress moves). */
  passed?: boolean;
  /** The course rated. */
  courseId?: string;
}

type Refreshes = (details: ChangeDetails) => readonly QueryKey[];

// A task's due date, a class and a booking are events of the calendar too.
const tasks = [taskKeys.all, dashboardKeys.all, gradeKeys.all, calendarKeys.events()] as const;
/** A submission or a review moves an item into or out of the mentor's inbox. */
const work = [...tasks, inboxKeys.all] as const;
const liveClasses = [liveClassKeys.all, dashboardKeys.all, calendarKeys.events()] as const;
const bookings = [bookingKeys.all, calendarKeys.events()] as const;
/** A course's progress shows on the course pages, the dashboard and the viewer's own learning. */
const progress = [courseKeys.all, dashboardKeys.all, learningKeys.all] as const;

/**
 * The one map of what a change makes stale: whether this tab made it (a mutation's onSuccess,
 * through `refreshAfter`) or someone else did (a socket event, app/socket-invalidation.ts), the same
 * change refreshes the same screens. Every key factory of data/ is reachable from here
 * (changes.test.ts enumerates them), so a new one cannot be forgotten.
 *
 * The desk, the task pages, the review queue and a mentor's students live under `taskKeys.all`; a
 * gradebook cell is a task's status or score, or a quiz's best attempt; its row a student of the
 * batch with what they paid and owe.
 */
export const refreshes = {
  // Tasks: set, closed, reopened or deleted; submitted (an attempt counts in the batch's progress
  // grid); reviewed; past their deadline.
  'task.changed': () => tasks,
  'task.submitted': () => [...work, progressKeys.all],
  // An approval counts towards the course's progress, which the course pages show.
  'task.approved': () => [...work, courseKeys.all],
  'task.returned': () => work,
  // A waiting submission handed to another mentor: both reviewers' queues and inboxes, and the
  // batch's routing counts.
  'submission.handed': () => [...work, batchKeys.all],
  'task.overdue': () => tasks,
  // Quizzes: an attempt graded changes the quiz (attempts used, passed) and the gradebook with the
  // course's quiz results (both under gradeKeys.all); a pass completes the lesson and counts in the
  // batch's progress grid. A quiz edited (its pass mark, its questions) changes its quiz results.
  'quiz.graded': ({ lessonId, passed = true }) => [
    ...(lessonId ? [quizKeys.quiz(lessonId), quizKeys.attempts(lessonId)] : [quizKeys.all]),
    gradeKeys.all,
    ...(passed ? [...progress, progressKeys.all] : []),
  ],
  'quiz.edited': () => [quizKeys.all, gradeKeys.quizResults()],
  // Live classes: scheduled, changed, started, ended, cancelled (the dashboard lists them too, an
  // ended class joins its batch's attendance report and progress grid, and a class is time its
  // mentor is not free to book); someone joining or leaving changes only the class's attendance.
  'live-class.changed': () => [
    ...liveClasses,
    attendanceKeys.all,
    progressKeys.all,
    bookingKeys.freeSlots(),
  ],
  'live-class.attended': () => [liveClassKeys.all],
  // Bookings: a request, an answer, a cancellation, a join, hours published — both sides' lists,
  // the mentor's free slots, the calendars, and the request waiting in the mentor's inbox.
  'booking.changed': () => [...bookings, inboxKeys.all],
  // Messages: a message changes the conversation list (last message, unread) and its history; a
  // student's message waits in the mentor's inbox until the mentor's reply takes it out; a mentor's
  // message is the first contact of the student's radar flag (the radar, its inbox item).
  'message.received': () => [messageKeys.all, inboxKeys.all, radarKeys.all],
  'conversation.read': () => [messageKeys.conversations()],
  'update.posted': () => [updateKeys.all],
  'update.deleted': () => [updateKeys.all],
  // Students placed with a mentor or taken off (an admin's assignment, onboarding): the batches, the accounts,
  // the mentor's students and the roster under them, their desk, and the rows of the gradebook, of
  // the attendance report and of the progress grid.
  'roster.changed': () => [
    batchKeys.all,
    userKeys.all,
    taskKeys.students(),
    dashboardKeys.all,
    gradeKeys.all,
    attendanceKeys.all,
    progressKeys.all,
  ],
  // A batch's routing changed (a mentor added, weighted, away or back): the batch screens and the
  // admin's view of every mentor's load, which shows each mentor's routing.
  'routing.changed': () => [batchKeys.all, inboxKeys.all],
  // A mentor who stopped working had their sessions and classes cancelled and their updates hidden.
  'mentor.unavailable': () => [...liveClasses, ...bookings, updateKeys.all],
  'certificate.issued': () => [certificateKeys.all],
  'certificate.revoked': () => [certificateKeys.all],
  // Enrolling or leaving changes the course (enrolledCount, viewer), the lists, the dashboard, the
  // player, the account's pending amount, the payments it makes due and the gradebook's ₹ figures.
  'enrollment.changed': () => [...progress, accountKeys.all, paymentKeys.all, gradeKeys.all],
  // A curriculum edited may add, remove, rename or move a quiz lesson: the course's quiz results.
  'course.edited': () => [courseKeys.all, dashboardKeys.all, gradeKeys.quizResults()],
  'course.rated': ({ courseId }) => [
    courseKeys.all,
    courseId ? learningKeys.player(courseId) : learningKeys.all,
  ],
  // A lesson marked done or not (the player's own course takes the answer directly); a lesson done
  // counts in the batch's progress grid.
  'lesson.marked': () => [
    courseKeys.all,
    dashboardKeys.all,
    learningKeys.overview(),
    progressKeys.all,
  ],
  // The reader's place (its own progress takes the answer directly): continue reading, the hub.
  'reading.saved': () => [learningKeys.reading(), learningKeys.overview()],
  'ebook.edited': () => [ebookKeys.all],
  'recording.changed': () => [batchKeys.all],
  'mentor-profile.edited': () => [mentorKeys.all],
  // A mentor approved is listed in the directory; rejected, they leave the review list.
  'mentor.reviewed': () => [userKeys.all, mentorKeys.all],
  'account.changed': () => [userKeys.all],
  'program.edited': () => [programKeys.all],
  // An operator ran dead background jobs again: the queue's counts and its dead jobs.
  'job.retried': () => [jobKeys.all],
  // A batch's question space: a question asked, answered, accepted, upvoted, followed or hidden.
  'question.changed': () => [questionKeys.all],
  // The mentor's inbox: an item began waiting, changed (a later message) or stopped waiting.
  'inbox.changed': () => [inboxKeys.all],
  // The at-risk radar: a flag opened, its reasons changed or it cleared; a new flag also waits in
  // the mentor's inbox until the mentor first contacts the student.
  'radar.changed': () => [radarKeys.all, inboxKeys.all],
  // The viewer's calendar feed made, reset or revoked (only by the viewer, so no event announces it).
  'calendar-feed.changed': () => [calendarKeys.feed()],
  // Notification preferences changed, reset or a mute lifted (only by the person, so no event
  // announces it).
  'preferences.changed': () => [preferenceKeys.all],
} as const satisfies Record<string, Refreshes>;

/** A change by its name: what happened, read as a fact ('task.approved', 'quiz.graded' …). */
export type Change = keyof typeof refreshes;

/** The keys a change makes stale, each once. */
export function keysAfter(change: Change, details: ChangeDetails = {}): QueryKey[] {
  const refresh: Refreshes = refreshes[change];
  return unique(refresh(details));
}

/** Every key any of these changes refreshes, each once (what a reconnect refetches). */
export function keysAfterAny(changes: Iterable<Change>): QueryKey[] {
  return unique([...changes].flatMap((change) => keysAfter(change)));
}

function unique(keys: readonly QueryKey[]): QueryKey[] {
  const byText = new Map<string, QueryKey>();
  for (const key of keys) byText.set(JSON.stringify(key), key);
  return [...byText.values()];
}

/** Refetches (or marks stale) what a change made stale: `refreshAfter(client, 'task.approved')`. */
export function refreshAfter(client: QueryClient, change: Change, details?: ChangeDetails) {
  return refreshKeys(client, keysAfter(change, details));
}

export function refreshKeys(client: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
