// The one place domain services send notifying events through. Every server event that concerns a
// user is first stored as a Notification (so an offline user finds it later) and then emitted to that
// user's room carrying that stored Notification whole (so the app shows and merges it as it is).
//
// Inside a transaction, store with `prepare(tx, …)` and call `deliver()` after the commit: an event
// must never announce something that was rolled back. Outside one, `notify()` does both.
//
// Past one instance (issue 26): an event reaches the other instances as ONE adapter message (one
// NOTIFY on the Postgres adapter, however many recipients), and each instance emits it to its own
// sockets. Emitting per recipient through the adapter cost one NOTIFY each (6,002 for three events
// to 2,000 students, p99 851 ms); a room emit cannot replace it, since each recipient's payload
// carries their own stored notification (its id is what the bell marks read).
//
// Typed per event name from the SDK's event map (the contract's payloads): an area's fields for
// `task_approved` must be a TaskEvent's, or `tsc` refuses the call (hub.type-test.ts proves it).
import type {
  Notification,
  NotifyingEventFields,
  NotifyingEventName,
  NotifyingEventPayload,
  ServerEventName,
  SessionEndedEvent,
} from '@campus/sdk/model';
import type { Queryable } from '../db/client';
import type { NotificationData, NotificationType } from '../db/schema/index';
import type { Principal } from '../http/auth';
import { awaitingReview } from '../lib/mentor-review';
import type { WrittenTime } from '../lib/time-zone';
import type { CampusIo } from './socket';

/** One notification to store: its recipient, the event that produced it and what the bell shows. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  event: ServerEventName;
  data: NotificationData;
}

/** A stored notification as the contract shows it, and whose bell it rings. */
export interface StoredNotification {
  userId: string;
  notification: Notification;
}

/**
 * Where notifications are stored (the notifications module's service satisfies it): realtime/ knows
 * this much of it and nothing of the module.
 */
export interface NotificationStore {
  /** One row per item, inside `q` (which may be a transaction). */
  create(q: Queryable, items: NewNotification[]): Promise<StoredNotification[]>;
}

/** A notifying event as an area sends it: what to store for the bell, and the event's own fields. */
export interface ServerEvent<K extends NotifyingEventName> {
  name: K;
  type: NotificationType;
  /** The sentence the bell shows. */
  message: string;
  /** The time `message` writes (lib/time-zone.ts `writtenTime`), stored so the app re-zones it. */
  time?: WrittenTime;
  /** The thing it is about (task, live class …) and the app route that shows it. */
  entityId?: string;
  link?: string;
  /** The event's own fields (TaskEvent.task, LiveClassEvent.liveClass …), sent as they are. */
  payload: NotifyingEventFields[K];
}

/** A notification's sentence, with the time it writes when it writes one. */
export type NotificationSentence = string | { message: string; time: WrittenTime };

type Broadcast = ReturnType<CampusIo['to']>;

/**
 * One emit per event name. socket.io cannot check an emit whose name is a type parameter, so each
 * name has its own line, checked by tsc against the SDK's event map; a new notifying event fails to
 * compile until it has one.
 */
const emitters: {
  [K in NotifyingEventName]: (to: Broadcast, body: NotifyingEventPayload<K>) => void;
} = {
  live_class_created: (to, body) => to.emit('live_class_created', body),
  live_class_started: (to, body) => to.emit('live_class_started', body),
  live_class_ended: (to, body) => to.emit('live_class_ended', body),
  student_joined_class: (to, body) => to.emit('student_joined_class', body),
  student_left_class: (to, body) => to.emit('student_left_class', body),
  live_class_reminder: (to, body) => to.emit('live_class_reminder', body),
  task_created: (to, body) => to.emit('task_created', body),
  task_submitted: (to, body) => to.emit('task_submitted', body),
  task_approved: (to, body) => to.emit('task_approved', body),
  task_rejected: (to, body) => to.emit('task_rejected', body),
  task_modification_request: (to, body) => to.emit('task_modification_request', body),
  task_due_reminder: (to, body) => to.emit('task_due_reminder', body),
  task_deadline_passed: (to, body) => to.emit('task_deadline_passed', body),
  booking_requested: (to, body) => to.emit('booking_requested', body),
  booking_accepted: (to, body) => to.emit('booking_accepted', body),
  booking_declined: (to, body) => to.emit('booking_declined', body),
  booking_cancelled: (to, body) => to.emit('booking_cancelled', body),
  mentor_update_posted: (to, body) => to.emit('mentor_update_posted', body),
  students_assigned: (to, body) => to.emit('students_assigned', body),
  mentor_unavailable: (to, body) => to.emit('mentor_unavailable', body),
  certificate_issued: (to, body) => to.emit('certificate_issued', body),
};

/**
 * One event as it travels between instances: its own fields once, the stored notification's fields
 * once (one insert stores the same type, event, data, time and unread state for every recipient),
 * and each recipient with their notification's id. For a batch of 2,000 that is ~150 KB through the
 * adapter instead of ~700 KB with each notification whole.
 */
interface Fanout<K extends NotifyingEventName> {
  name: K;
  payload: NotifyingEventFields[K];
  notification: Omit<Notification, '_id'>;
  /** [recipient's user id, their notification's _id] */
  to: [userId: string, notificationId: string][];
}

/**
 * Any notifying event's fan-out (what instances send each other). Built by `prepare` from a checked
 * Fanout<K>, so its name and payload belong together even though this type no longer says so.
 */
type AnyFanout = Fanout<NotifyingEventName>;

/** The events instances send each other through the adapter (socket.io's `serverSideEmit`). */
export interface InterServerEvents {
  deliver: (fanout: AnyFanout) => void;
  endSessions: (userId: string, event: SessionEndedEvent) => void;
}

/** What `prepare` stored and `deliver` sends once the transaction has committed. */
export interface Delivery {
  /** One per event; deliveries of one change are merged by concatenating these. */
  events: AnyFanout[];
}

/**
 * Emits an event to each recipient's sockets on THIS instance (no adapter traffic). A recipient with
 * no socket here is skipped before anything is encoded: socket.io encodes a packet before it looks
 * at the room, and with several instances most recipients are elsewhere.
 */
function emitLocally<K extends NotifyingEventName>(io: CampusIo, fanout: Fanout<K>): void {
  const emit = emitters[fanout.name];
  const here = io.of('/').adapter.rooms;
  for (const [userId, _id] of fanout.to) {
    if (!here.has(userRoom(userId))) continue;
    const notification: Notification = { _id, ...fanout.notification };
    const body: NotifyingEventPayload<K> = { ...fanout.payload, notification };
    emit(io.local.to(userRoom(userId)), body);
  }
}

/**
 * Tells a user's sockets on THIS instance why their session ended, then closes them. Local on
 * purpose: through the Postgres adapter a broadcast waits for its NOTIFY before emitting locally
 * while a disconnect acts at once, so `io.in(room).emit(…)` then `.disconnectSockets()` could close
 * the tab before it heard why (seen in a full run on PostgreSQL).
 */
function endSessionsLocally(io: CampusIo, userId: string, event: SessionEndedEvent): void {
  io.local.in(userRoom(userId)).emit('session_ended', event);
  io.local.in(userRoom(userId)).disconnectSockets(false);
}

/** Decides whether a user may join a room `prefix:rest` (e.g. `liveclass:<id>`). */
export type RoomPolicy = (user: Principal, rest: string) => Promise<boolean>;

export const userRoom = (id: string) => `user:${id}`;
export const roleRoom = (role: string) => `role:${role}`;

export class RealtimeHub {
  private io: CampusIo | null = null;
  private clustered = false;
  private readonly policies = new Map<string, RoomPolicy>();
  private readonly goneListeners: ((user: Principal) => Promise<void>)[] = [];

  constructor(private readonly notifications: NotificationStore) {}

  /**
   * `clustered`: the adapter carries messages between instances (the Postgres adapter); the
   * in-memory one has no other instance to tell (and warns on every server-side emit).
   */
  attach(io: CampusIo, { clustered }: { clustered: boolean }): void {
    this.io = io;
    this.clustered = clustered;
    io.on('deliver', (fanout) => emitLocally(io, fanout));
    io.on('endSessions', (userId, event) => endSessionsLocally(io, userId, event));
  }

  /** Areas register who may join their rooms: `hub.registerRoomPolicy('liveclass', …)`. */
  registerRoomPolicy(prefix: string, policy: RoomPolicy): void {
    if (this.policies.has(prefix)) throw new Error(`room policy ${prefix} registered twice`);
    this.policies.set(prefix, policy);
  }

  /**
   * Areas hear when a person has no socket left on any instance (they closed Campus, or went
   * offline) once the grace for a reload has passed: live-class attendance ends their presence.
   */
  onUserGone(listener: (user: Principal) => Promise<void>): void {
    this.goneListeners.push(listener);
  }

  /** After one of `user`'s sockets closed: tells the listeners if it was their last one. */
  async socketClosed(user: Principal): Promise<void> {
    if (!this.io || this.goneListeners.length === 0) return;
    const left = await this.io.in(userRoom(user.id)).fetchSockets();
    if (left.length > 0) return;
    await Promise.all(this.goneListeners.map((listener) => listener(user)));
  }

  async canJoin(user: Principal, room: string): Promise<boolean> {
    // A mentor not (or no longer) approved joins no one's room (lib/mentor-review.ts).
    if (awaitingReview(user)) return false;
    const i = room.indexOf(':');
    if (i <= 0) return false;
    const policy = this.policies.get(room.slice(0, i));
    return policy ? policy(user, room.slice(i + 1)) : false;
  }

  /** Stores one notification per recipient (inside `q`, which may be a transaction). */
  async prepare<K extends NotifyingEventName>(
    q: Queryable,
    recipients: string[],
    event: ServerEvent<K>,
  ): Promise<Delivery> {
    const unique = [...new Set(recipients)];
    const data: NotificationData = { message: event.message };
    if (event.entityId) data.entityId = event.entityId;
    if (event.link) data.link = event.link;
    if (event.time) {
      data.at = event.time.at.toISOString();
      data.zone = event.time.zone;
    }
    const stored = await this.notifications.create(
      q,
      unique.map((userId) => ({ userId, type: event.type, event: event.name, data })),
    );
    const [first] = stored;
    if (!first) return { events: [] };
    const { _id, ...shared } = first.notification;
    const fanout: Fanout<K> = {
      name: event.name,
      payload: event.payload,
      notification: shared,
      to: stored.map((s) => [s.userId, s.notification._id]),
    };
    return { events: [fanout] };
  }

  /**
   * Every other instance through one adapter message per event, then this instance's sockets. The
   * adapter's message goes first and the local emits wait one turn of the event loop, so its
   * database write leaves at once instead of queueing behind a synchronous loop over every recipient
   * (2,000 for a batch's task); the other instances then emit while this one does.
   */
  deliver(delivery: Delivery): void {
    const io = this.io;
    if (!io) return;
    for (const fanout of delivery.events) {
      if (this.clustered) io.serverSideEmit('deliver', fanout);
    }
    setImmediate(() => {
      for (const fanout of delivery.events) emitLocally(io, fanout);
    });
  }

  async notify<K extends NotifyingEventName>(
    q: Queryable,
    recipients: string[],
    event: ServerEvent<K>,
  ): Promise<void> {
    this.deliver(await this.prepare(q, recipients, event));
  }

  /** Puts every open socket of a user into a room, on every instance (e.g. a batch move). */
  joinUserSockets(userId: string, room: string): void {
    this.io?.in(userRoom(userId)).socketsJoin(room);
  }

  /** Takes every open socket of a user out of a room, on every instance. */
  leaveUserSockets(userId: string, room: string): void {
    this.io?.in(userRoom(userId)).socketsLeave(room);
  }

  /**
   * Ends a user's open tabs at once, on every instance (deactivation, role change, a mentor no longer
   * approved): tells each socket why (session_ended, so the app signs out without waiting for a
   * click), then closes them. Their tokens were already ended by the caller.
   */
  endSessions(userId: string, event: SessionEndedEvent): void {
    const io = this.io;
    if (!io) return;
    endSessionsLocally(io, userId, event);
    if (this.clustered) io.serverSideEmit('endSessions', userId, event);
  }

  /** Closes every socket of a user, on every instance (deactivation, logout, role change). */
  async disconnectUser(userId: string): Promise<void> {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }
}
