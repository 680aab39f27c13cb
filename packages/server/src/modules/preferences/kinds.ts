// The kinds of notification people choose channels for, which kind each server event is, and each
// role's defaults. The one table of them: the resolver, the preferences page's answers and the
// property test all read it.
import type { NotificationChannels, NotificationKind, ServerEventName } from '@campus/sdk/model';
import type { NotificationChannel, Role } from '../../db/schema/index';

/** Every kind once, in the contract's order (a kind the contract adds fails to compile here). */
const KIND_ORDER: Record<NotificationKind, number> = {
  tasks_reviews: 0,
  bookings: 1,
  live_classes: 2,
  mentor_updates: 3,
  messages: 4,
  questions_answers: 5,
  grades_certificates: 6,
  account_payment: 7,
};
export const KINDS = (Object.keys(KIND_ORDER) as NotificationKind[]).sort(
  (a, b) => KIND_ORDER[a] - KIND_ORDER[b],
);
export const CHANNELS = [
  'in_app',
  'email_now',
  'digest',
  'push',
] as const satisfies readonly NotificationChannel[];

/** Always on and never held by quiet hours: sign-in links, payments. */
export const CRITICAL_KIND: NotificationKind = 'account_payment';

const KIND_OF_EVENT: Record<ServerEventName, NotificationKind> = {
  task_created: 'tasks_reviews',
  task_submitted: 'tasks_reviews',
  task_approved: 'tasks_reviews',
  task_rejected: 'tasks_reviews',
  task_modification_request: 'tasks_reviews',
  task_due_reminder: 'tasks_reviews',
  task_deadline_passed: 'tasks_reviews',
  // A mentor's roster is the work they review.
  students_assigned: 'tasks_reviews',
  booking_requested: 'bookings',
  booking_accepted: 'bookings',
  booking_declined: 'bookings',
  booking_cancelled: 'bookings',
  // It tells which of the student's sessions were cancelled.
  mentor_unavailable: 'bookings',
  live_class_created: 'live_classes',
  live_class_started: 'live_classes',
  live_class_ended: 'live_classes',
  live_class_reminder: 'live_classes',
  student_joined_class: 'live_classes',
  student_left_class: 'live_classes',
  mentor_update_posted: 'mentor_updates',
  private_message: 'messages',
  certificate_issued: 'grades_certificates',
  // An item of the mentor's inbox near its deadline: the mentor's own work on submissions,
  // bookings and messages, which the mentor reads as their review work.
  inbox_item_warning: 'tasks_reviews',
  followed_question_answered: 'questions_answers',
  followed_question_answer_accepted: 'questions_answers',
};

export const kindOf = (event: ServerEventName): NotificationKind => KIND_OF_EVENT[event];

const on = (...channels: NotificationChannel[]): NotificationChannels => ({
  in_app: channels.includes('in_app'),
  email_now: channels.includes('email_now'),
  digest: channels.includes('digest'),
  push: channels.includes('push'),
});

/**
 * What reaches a student unless they choose otherwise: everything in the app; by mail what they
 * must not miss (a booking's answer, a mentor's update, a certificate); pushed what is about now
 * (a task, a class, a booking, a message). The digest is each person's choice, off at first.
 */
const STUDENT: Record<NotificationKind, NotificationChannels> = {
  tasks_reviews: on('in_app', 'push'),
  bookings: on('in_app', 'email_now', 'push'),
  live_classes: on('in_app', 'push'),
  mentor_updates: on('in_app', 'email_now'),
  messages: on('in_app', 'push'),
  questions_answers: on('in_app'),
  grades_certificates: on('in_app', 'email_now'),
  account_payment: on('in_app', 'email_now'),
};

/**
 * A mentor hears of many students: the app for all of it, mail for booking requests (someone waits
 * on an answer), push for what someone waits on now (bookings, messages, a class).
 */
const STAFF: Record<NotificationKind, NotificationChannels> = {
  tasks_reviews: on('in_app'),
  bookings: on('in_app', 'email_now', 'push'),
  live_classes: on('in_app', 'push'),
  mentor_updates: on('in_app'),
  messages: on('in_app', 'push'),
  questions_answers: on('in_app'),
  grades_certificates: on('in_app'),
  account_payment: on('in_app', 'email_now'),
};

/** Admins oversee rather than take part: the app only, besides their own account. */
const ADMIN: Record<NotificationKind, NotificationChannels> = {
  ...Object.fromEntries(KINDS.map((k) => [k, on('in_app')])),
  account_payment: on('in_app', 'email_now'),
} as Record<NotificationKind, NotificationChannels>;

const DEFAULTS: Record<Role, Record<NotificationKind, NotificationChannels>> = {
  student: STUDENT,
  mentor: STAFF,
  instructor: STAFF,
  admin: ADMIN,
};

export const defaultsFor = (role: Role, kind: NotificationKind): NotificationChannels =>
  DEFAULTS[role][kind];

/** Digest hour (the person's zone) until they choose one. */
export const DEFAULT_DIGEST_HOUR = 18;

/** How each kind is named in a sentence ("mails about mentor updates"), and a digest's headings. */
export const KIND_WORDS: Record<NotificationKind, string> = {
  tasks_reviews: 'tasks and reviews',
  bookings: 'bookings',
  live_classes: 'live classes',
  mentor_updates: 'mentor updates',
  messages: 'messages',
  questions_answers: 'questions and answers',
  grades_certificates: 'grades and certificates',
  account_payment: 'your account and payments',
};

/** The app's page where a person chooses what reaches them. */
export const PREFERENCES_PATH = '/settings/notifications';
