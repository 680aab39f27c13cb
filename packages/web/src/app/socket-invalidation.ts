import type { ServerToClientEvents } from '@campus/sdk';
import type { QueryClient } from '@tanstack/react-query';
// The data layer's change map and key factories (plain data): this map loads with the first server
// event and brings no feature's queries or SDK calls with it.
import { keysAfter, keysAfterAny, refreshKeys, type Change } from '../data/changes';

export type ServerEventName = keyof ServerToClientEvents;

/**
 * Which change each server event (spec §7) announces; what a change refreshes is data/changes.ts's,
 * the same map the app's own mutations refresh through, so a change made in another tab or by
 * another person refreshes what it would have refreshed here. Every event of the SDK's
 * `ServerToClientEvents` is listed (the type refuses a missing one), `null` meaning "changes nothing
 * cached" on purpose:
 * - reminders only announce (the bell shows them), the data they point at is unchanged;
 * - typing lives in the conversation machine, not in the query cache;
 * - a session the server ended signs the tab out, so nothing cached is refreshed for it.
 * A private message changes the conversation list and its history (the sending tab refreshes on
 * the server's acknowledgement, which the root machine routes here). A graded quiz attempt reaches
 * the mentors of the student's batch and the course's instructor, whose gradebook (and the course's
 * quiz results) show it.
 */
export const changeAnnouncedBy = {
  live_class_created: 'live-class.changed',
  live_class_started: 'live-class.changed',
  live_class_ended: 'live-class.changed',
  student_joined_class: 'live-class.attended',
  student_left_class: 'live-class.attended',
  live_class_reminder: null,
  task_created: 'task.changed',
  task_submitted: 'task.submitted',
  task_approved: 'task.approved',
  task_rejected: 'task.returned',
  task_modification_request: 'task.returned',
  task_due_reminder: null,
  task_deadline_passed: 'task.overdue',
  quiz_attempt_graded: 'quiz.graded',
  private_message: 'message.received',
  typing: null,
  booking_requested: 'booking.changed',
  booking_accepted: 'booking.changed',
  booking_declined: 'booking.changed',
  booking_cancelled: 'booking.changed',
  mentor_update_posted: 'update.posted',
  students_assigned: 'roster.changed',
  mentor_unavailable: 'mentor.unavailable',
  certificate_issued: 'certificate.issued',
  session_ended: null,
  // The mentor's inbox, to the mentor's own tabs: an item added, changed or removed.
  inbox_item_added: 'inbox.changed',
  inbox_item_changed: 'inbox.changed',
  inbox_item_removed: 'inbox.changed',
  // A batch's question space: events carry ids only; the space's queries read it again.
  question_posted: 'question.changed',
  question_answered: 'question.changed',
  question_answer_accepted: 'question.changed',
  // The bell of a question the viewer follows: the question and its space changed.
  followed_question_answered: 'question.changed',
  followed_question_answer_accepted: 'question.changed',
  // A warning only announces (the bell shows it): the item's clock is computed on every read.
  inbox_item_warning: null,
  // The at-risk radar: a flag of one of the mentor's students opened, changed or cleared.
  radar_flag_changed: 'radar.changed',
} as const satisfies Record<ServerEventName, Change | null>;

/** Refetches (or marks stale) what a server event changed. */
export function invalidateForServerEvent(queryClient: QueryClient, name: ServerEventName) {
  const change: Change | null = changeAnnouncedBy[name];
  return refreshKeys(queryClient, change ? keysAfter(change) : []);
}

/**
 * After the socket was down (a server restart, an adapter outage) the events sent meanwhile never
 * arrive: everything any of them refreshes is refetched (the open conversation and lists at once,
 * the rest when next shown), each key once.
 */
export function invalidateAfterReconnect(queryClient: QueryClient) {
  const changes = Object.values(changeAnnouncedBy).filter((change) => change !== null);
  return refreshKeys(queryClient, keysAfterAny(changes));
}
