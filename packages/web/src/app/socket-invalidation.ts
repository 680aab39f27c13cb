import type { ServerToClientEvents } from '@campus/sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
// The data layer's key factories (plain data): this map loads with the first server event and
// brings no feature's queries or SDK calls with it.
import { bookingKeys } from '../data/bookings/keys';
import { certificateKeys } from '../data/certificates/keys';
import { courseKeys } from '../data/courses/keys';
import { dashboardKeys } from '../data/dashboard/keys';
import { liveClassKeys } from '../data/live-classes/keys';
import { messageKeys } from '../data/messages/keys';
import { taskKeys } from '../data/tasks/keys';
import { updateKeys } from '../data/updates/keys';

export type ServerEventName = keyof ServerToClientEvents;

const liveClassesChanged = [liveClassKeys.all, dashboardKeys.all] as const;
// The desk, the task pages, the review queue and a mentor's students all live under taskKeys.all.
const tasksChanged = [dashboardKeys.all, taskKeys.all] as const;

/**
 * Which cached queries each server event (spec §7) makes stale; the one place that says so. Every
 * event of the SDK's `ServerToClientEvents` is listed (the type refuses a missing one), an empty
 * list meaning "changes nothing cached" on purpose:
 * - reminders only announce (the bell shows them), the data they point at is unchanged;
 * - a private message changes the conversation list (last message, unread) and its history (the
 *   sending tab refreshes on the server's acknowledgement, which the root machine routes here);
 * - typing lives in the conversation machine, not in the query cache.
 * An approval changes the student's progress, which course pages show too. A mentor who stopped
 * working had their sessions and classes cancelled and their updates hidden; a session the server
 * ended signs the tab out, so nothing cached is refreshed for it. The mentor's inbox events come
 * with the event of the change itself (task_submitted, booking_requested, private_message…), which
 * refreshes what the change touched; no cached query reads the inbox itself.
 */
export const invalidatedBy = {
  live_class_created: liveClassesChanged,
  live_class_started: liveClassesChanged,
  live_class_ended: liveClassesChanged,
  student_joined_class: [liveClassKeys.all],
  student_left_class: [liveClassKeys.all],
  live_class_reminder: [],
  task_created: tasksChanged,
  task_submitted: tasksChanged,
  task_approved: [...tasksChanged, courseKeys.all],
  task_rejected: tasksChanged,
  task_modification_request: tasksChanged,
  task_due_reminder: [],
  task_deadline_passed: tasksChanged,
  private_message: [messageKeys.all],
  typing: [],
  // A request, an answer or a cancellation changes both sides' lists and the mentor's free slots.
  booking_requested: [bookingKeys.all],
  booking_accepted: [bookingKeys.all],
  booking_declined: [bookingKeys.all],
  booking_cancelled: [bookingKeys.all],
  // A new update refreshes the student's updates list; an assignment the mentor's students (and
  // the roster a task is set for, under it) and their desk.
  mentor_update_posted: [updateKeys.all],
  students_assigned: [taskKeys.students(), dashboardKeys.all],
  mentor_unavailable: [...liveClassesChanged, bookingKeys.all, updateKeys.all],
  // A completed course's certificate appears on the student's profile.
  certificate_issued: [certificateKeys.all],
  session_ended: [],
  inbox_item_added: [],
  inbox_item_changed: [],
  inbox_item_removed: [],
} as const satisfies Record<ServerEventName, readonly QueryKey[]>;

/** Refetches (or marks stale) what a server event changed. */
export function invalidateForServerEvent(queryClient: QueryClient, name: ServerEventName) {
  return Promise.all(
    invalidatedBy[name].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/**
 * After the socket was down (a server restart, an adapter outage) the events sent
 * meanwhile never arrive: everything any of them refreshes is refetched (the open conversation and
 * lists at once, the rest when next shown), each key once.
 */
export function invalidateAfterReconnect(queryClient: QueryClient) {
  const keys = new Map<string, QueryKey>();
  for (const list of Object.values(invalidatedBy))
    for (const queryKey of list) keys.set(JSON.stringify(queryKey), queryKey);
  return Promise.all(
    [...keys.values()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
