import type {
  BookingEvent,
  CertificateIssuedEvent,
  EventBase,
  FollowedQuestionEvent,
  InboxItemEvent,
  InboxItemRemovedEvent,
  InboxWarningEvent,
  LiveClassEvent,
  MentorUpdateEvent,
  MentorUnavailableEvent,
  PrivateMessageAck,
  PrivateMessageEvent,
  PrivateMessageSend,
  QuestionEvent,
  QuizAttemptGradedEvent,
  RadarFlagEvent,
  RoomAck,
  RoomRequest,
  StudentsAssignedEvent,
  SessionEndedEvent,
  TabVisibility,
  TaskEvent,
  TypingEvent,
  TypingSend,
} from '../generated/model';

/**
 * The socket events of spec §7, typed once for server and browser. The payload schemas live in the
 * contract (openapi/areas/notifications.yaml); this file only says which event carries which.
 */
export const liveClassEventNames = [
  'live_class_created',
  'live_class_started',
  'live_class_ended',
  'student_joined_class',
  'student_left_class',
  'live_class_reminder',
] as const;

export const taskEventNames = [
  'task_created',
  'task_submitted',
  'task_approved',
  'task_rejected',
  'task_modification_request',
  'task_due_reminder',
  'task_deadline_passed',
] as const;

/** One-to-one bookings: a request, its answer and a cancellation, each to the other side. */
export const bookingEventNames = [
  'booking_requested',
  'booking_accepted',
  'booking_declined',
  'booking_cancelled',
] as const;

/** A mentor posted an update (to the students who see it); a mentor's students changed (to them). */
export const peopleEventNames = ['mentor_update_posted', 'students_assigned'] as const;

/** A mentor stopped working with students and their upcoming sessions were cancelled. */
export const mentorEventNames = ['mentor_unavailable'] as const;

/** A student's certificate was issued on completing a course. */
export const certificateEventNames = ['certificate_issued'] as const;

/** An item of the mentor's inbox passed 75 % of its working-hours target (to the mentor, once). */
export const inboxClockEventNames = ['inbox_item_warning'] as const;

/** A question someone follows (asked, answered or followed) was answered, or had an answer accepted. */
export const followedQuestionEventNames = [
  'followed_question_answered',
  'followed_question_answer_accepted',
] as const;

/**
 * Events that change what a screen shows but ring no bell (nothing is stored for them): a student's
 * quiz attempt was graded (to the mentors of their batch and the course's instructor, whose
 * gradebook and quiz results show it); a student's
 * at-risk flag opened, changed or cleared (to the mentors of their batch, whose radar shows it).
 */
export const quietEventNames = ['quiz_attempt_graded', 'radar_flag_changed'] as const;

export type LiveClassEventName = (typeof liveClassEventNames)[number];
export type TaskEventName = (typeof taskEventNames)[number];
export type BookingEventName = (typeof bookingEventNames)[number];
export type PeopleEventName = (typeof peopleEventNames)[number];
export type MentorEventName = (typeof mentorEventNames)[number];
export type CertificateEventName = (typeof certificateEventNames)[number];
export type InboxClockEventName = (typeof inboxClockEventNames)[number];
export type FollowedQuestionEventName = (typeof followedQuestionEventNames)[number];
export type QuietEventName = (typeof quietEventNames)[number];
/** Server events that are also stored as notifications. */
export type NotifyingEventName =
  | LiveClassEventName
  | TaskEventName
  | BookingEventName
  | PeopleEventName
  | MentorEventName
  | CertificateEventName
  | InboxClockEventName
  | FollowedQuestionEventName;

/**
 * What each notifying event says besides the Notification stored for it (EventBase): the fields its
 * area chooses (the task, the live class, the student, the feedback …). The server's event hub takes
 * these and adds the stored notification, so no area builds the notification part by hand.
 */
export interface NotifyingEventFields
  extends
    Record<LiveClassEventName, Omit<LiveClassEvent, keyof EventBase>>,
    Record<TaskEventName, Omit<TaskEvent, keyof EventBase>>,
    Record<BookingEventName, Omit<BookingEvent, keyof EventBase>>,
    Record<MentorEventName, Omit<MentorUnavailableEvent, keyof EventBase>>,
    Record<FollowedQuestionEventName, Omit<FollowedQuestionEvent, keyof EventBase>> {
  mentor_update_posted: Omit<MentorUpdateEvent, keyof EventBase>;
  students_assigned: Omit<StudentsAssignedEvent, keyof EventBase>;
  certificate_issued: Omit<CertificateIssuedEvent, keyof EventBase>;
  inbox_item_warning: Omit<InboxWarningEvent, keyof EventBase>;
}

/** The payload of one notifying event: its stored notification, whole, and its own fields. */
export type NotifyingEventPayload<K extends NotifyingEventName> = EventBase &
  NotifyingEventFields[K];

export type ServerToClientEvents = {
  [K in NotifyingEventName]: (payload: NotifyingEventPayload<K>) => void;
} & {
  private_message: (payload: PrivateMessageEvent) => void;
  typing: (payload: TypingEvent) => void;
  /** The server ended this user's session (deactivation, role change, rejection); sockets close next. */
  session_ended: (payload: SessionEndedEvent) => void;
  quiz_attempt_graded: (payload: QuizAttemptGradedEvent) => void;
  radar_flag_changed: (payload: RadarFlagEvent) => void;
} & {
  [K in InboxEventName]: (payload: InboxEventPayloads[K]) => void;
} & {
  [K in QuestionEventName]: (payload: QuestionEvent) => void;
};

/**
 * The mentor's inbox changed (openapi/areas/inbox.yaml): an item began waiting on them, changed (a
 * later message, a new deadline) or stopped waiting. Sent to the mentor's own sockets, never stored.
 */
export const inboxEventNames = [
  'inbox_item_added',
  'inbox_item_changed',
  'inbox_item_removed',
] as const;
export type InboxEventName = (typeof inboxEventNames)[number];

export interface InboxEventPayloads {
  inbox_item_added: InboxItemEvent;
  inbox_item_changed: InboxItemEvent;
  inbox_item_removed: InboxItemRemovedEvent;
}

/**
 * A batch's question space changed (openapi/areas/questions.yaml): sent to the batch's room, ids
 * only, never stored. A client with the space open reads the question again with its own access.
 */
export const questionEventNames = [
  'question_posted',
  'question_answered',
  'question_answer_accepted',
] as const;
export type QuestionEventName = (typeof questionEventNames)[number];

export interface ClientToServerEvents {
  join_room: (request: RoomRequest, ack?: (result: RoomAck) => void) => void;
  leave_room: (request: RoomRequest, ack?: (result: RoomAck) => void) => void;
  private_message: (message: PrivateMessageSend, ack?: (result: PrivateMessageAck) => void) => void;
  typing: (indicator: TypingSend) => void;
  /** The tab became visible or hidden (openapi/areas/push.yaml): no push while one is visible. */
  visibility: (state: TabVisibility) => void;
}

/** Every server event that feeds the notification bell, for subscribing in one loop. */
export const notifyingEventNames: readonly NotifyingEventName[] = [
  ...liveClassEventNames,
  ...taskEventNames,
  ...bookingEventNames,
  ...peopleEventNames,
  ...mentorEventNames,
  ...certificateEventNames,
  ...inboxClockEventNames,
  ...followedQuestionEventNames,
];
