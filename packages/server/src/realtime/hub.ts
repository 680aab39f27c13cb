// The one place domain services send notifying events through. Every server event that concerns a
// user is first stored as a Notification (so an offline user finds it later) and then emitted to that
// user's room carrying that stored Notification whole (so the app shows and merges it as it is).
//
// First the router (realtime/notices.ts) decides each recipient's channels: the bell rings for those
// whose app channel is on; mail and later deliveries are written by it in the same transaction.
//
// Inside a transaction, store with `prepare(tx, …)` and call `deliver()` after the commit: an event
// must never announce something that was rolled back. Outside one, `notify()` does both.
//
// Past one instance: an event reaches the other instances as ONE adapter message (one
// NOTIFY on the Postgres adapter, however many recipients), and each instance emits it to its own
// sockets. Emitting per recipient through the adapter cost one NOTIFY each (6,002 for three events
// to 2,000 students, p99 851 ms); a room emit cannot replace it, since each recipient's payload
// carries their own stored notification (its id is what the bell marks read). Each instance then
// writes its own recipients' packets a chunk at a time, encoded once per event (local-emit.ts).
//
// Typed per event name from the SDK's event map (the contract's payloads): an area's fields for
// `task_approved` must be a TaskEvent's, or `tsc` refuses the call (hub.type-test.ts proves it).
import type {
  InboxEventName,
  InboxEventPayloads,
  NotifyingEventFields,
  NotifyingEventName,
  PrivateMessageEvent,
  QuestionEvent,
  QuestionEventName,
  QuietEventName,
  ServerToClientEvents,
  SessionEndedEvent,
} from '@campus/sdk/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/client';
import type { NotificationData, NotificationType } from '../db/schema/index';
import type { Principal } from '../http/auth';
import { awaitingReview } from '../lib/mentor-review';
import type { WrittenTime } from '../lib/time-zone';
import type { AnyFanout, CampusIo, Fanout } from './io';
import { EMIT_CHUNK, emitLocally, nextTurn } from './local-emit';
import { userRoom } from './rooms';
import {
  BELL_ONLY,
  type Notice,
  type NoticeScope,
  type NotificationRouter,
  type NotificationStore,
  type StoredNotification,
  recordNotice,
} from './notices';

/** A notifying event as an area sends it: what to store for the bell, and the event's own fields. */
export interface ServerEvent<K extends NotifyingEventName> {
  name: K;
  type: NotificationType;
  /** The sentence the bell shows. */
  message: string;
  /** Why it concerns the recipients: "because you are in batch 2026-12 fullstack". */
  reason: string;
  /** The course or batch it is about, so a recipient who muted it does not get it. */
  about?: NoticeScope;
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

/** What `prepare` stored and `deliver` sends once the transaction has committed. */
export interface Delivery {
  /** One per event; deliveries of one change are merged by concatenating these. */
  events: AnyFanout[];
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

/** One event of the mentor's inbox: its name and its payload. */
export type InboxEmit = {
  [K in InboxEventName]: { name: K; payload: InboxEventPayloads[K] };
}[InboxEventName];

/** Decides whether a user may join a room `prefix:rest` (e.g. `liveclass:<id>`). */
export type RoomPolicy = (user: Principal, rest: string) => Promise<boolean>;

export { roleRoom, userRoom } from './rooms';

export class RealtimeHub {
  private io: CampusIo | null = null;
  private clustered = false;
  private log: Pick<FastifyBaseLogger, 'error'> | undefined;
  private chunk = EMIT_CHUNK;
  private readonly policies = new Map<string, RoomPolicy>();
  private readonly goneListeners: ((user: Principal) => Promise<void>)[] = [];
  /**
   * This instance's local emits, one event after the other: an event is written in chunks (see
   * `emitLocally`), and the next waits for it, so a user still receives their events in the order
   * they were sent.
   */
  private emitting: Promise<void> = Promise.resolve();
  private router: NotificationRouter = BELL_ONLY;

  constructor(private readonly notifications: NotificationStore) {}

  /** The preferences area decides every notification's channels from here on. */
  useRouter(router: NotificationRouter): void {
    this.router = router;
  }

  /** Routes and stores a notice (`recordNotice`): the one way a notification is made. */
  record(q: Queryable, recipients: string[], notice: Notice): Promise<StoredNotification[]> {
    return recordNotice(this.notifications, this.router, q, recipients, notice);
  }

  /**
   * `clustered`: the adapter carries messages between instances (the Postgres adapter); the
   * in-memory one has no other instance to tell (and warns on every server-side emit). `chunk`:
   * recipients written per turn of the event loop (EMIT_CHUNK; tests make it small).
   */
  attach(
    io: CampusIo,
    {
      clustered,
      log,
      chunk = EMIT_CHUNK,
    }: { clustered: boolean; log?: Pick<FastifyBaseLogger, 'error'>; chunk?: number },
  ): void {
    this.io = io;
    this.clustered = clustered;
    this.log = log;
    this.chunk = chunk;
    io.on('deliver', (fanout) => this.emitHere(fanout));
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

  /**
   * Which of these people have a tab open and visible now, on any instance: one round of the
   * adapter for all of them (fetchSockets asks every instance for its sockets in their rooms; it
   * fails if an instance does not answer in time, and the caller then decides nothing).
   */
  async visibleAmong(userIds: string[]): Promise<Set<string>> {
    if (!this.io || userIds.length === 0) return new Set();
    const sockets = await this.io.in([...new Set(userIds)].map(userRoom)).fetchSockets();
    return new Set(sockets.filter((s) => s.data.visible).map((s) => s.data.user.id));
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
    const data: NotificationData = { message: event.message };
    if (event.entityId) data.entityId = event.entityId;
    if (event.link) data.link = event.link;
    if (event.time) {
      data.at = event.time.at.toISOString();
      data.zone = event.time.zone;
    }
    const stored = await this.record(q, recipients, {
      event: event.name,
      type: event.type,
      data,
      reason: event.reason,
      ...(event.about ? { about: event.about } : {}),
    });
    const [first] = stored;
    if (!first) return { events: [] };
    const { _id, ...shared } = first.notification;
    const fanout: Fanout<K> = {
      name: event.name,
      payload: event.payload,
      notification: shared,
      to: stored.map((s) => `${s.userId} ${s.notification._id}`).join(','),
    };
    return { events: [fanout] };
  }

  /**
   * Every other instance through one adapter message per event, then this instance's sockets. The
   * adapter's message goes first and the local emits begin one turn of the event loop later, written
   * in chunks (`emitLocally`), so its database write leaves at once and its reply is not stuck behind
   * 2,000 local writes; the other instances then emit while this one does.
   */
  deliver(delivery: Delivery): void {
    const io = this.io;
    if (!io) return;
    for (const fanout of delivery.events) {
      if (this.clustered) io.serverSideEmit('deliver', fanout);
    }
    for (const fanout of delivery.events) this.emitHere(fanout);
  }

  /**
   * Resolves once this instance has written every event delivered so far to its own sockets (the
   * other instances write theirs meanwhile). A request that set off a large fan-out (a task for a
   * batch of 2,000) awaits it before building its answer: that answer (the task with its 2,000
   * assignees) is tens of milliseconds of queries and serialisation on this event loop, which ran
   * between the fan-out's chunks and made this instance's last recipients wait for it (bench:
   * its sockets' p99 30–100 ms behind the other instance's). The author waits as long as the
   * writes take (~50 ms for 1,000 sockets) — their own tab is one of the recipients.
   */
  written(): Promise<void> {
    return this.emitting;
  }

  /** Queues an event's emits to this instance's sockets behind the ones already being written. */
  private emitHere(fanout: AnyFanout): void {
    const io = this.io;
    if (!io) return;
    this.emitting = this.emitting
      .then(nextTurn)
      .then(() => emitLocally(io, fanout, this.chunk))
      .catch((err: unknown) => this.log?.error({ err }, 'realtime: emitting an event failed'));
  }

  async notify<K extends NotifyingEventName>(
    q: Queryable,
    recipients: string[],
    event: ServerEvent<K>,
  ): Promise<void> {
    this.deliver(await this.prepare(q, recipients, event));
  }

  /**
   * Sends a quiet event (one that stores no notification, so no bell rings) to these users' sockets
   * on every instance: one room emit through the adapter. Call it after the change has committed.
   */
  tell<K extends QuietEventName>(
    recipients: string[],
    name: K,
    ...payload: Parameters<ServerToClientEvents[K]>
  ): void {
    if (!this.io || recipients.length === 0) return;
    this.io.to([...new Set(recipients)].map(userRoom)).emit(name, ...payload);
  }

  /**
   * An event that is not stored as a notification (the mentor's inbox changed) to every open socket
   * of one user, on every instance. Sent after the change it tells of has committed.
   */
  emitTo(userId: string, event: InboxEmit): void {
    const room = this.io?.to(userRoom(userId));
    if (!room) return;
    switch (event.name) {
      case 'inbox_item_added':
        return void room.emit(event.name, event.payload);
      case 'inbox_item_changed':
        return void room.emit(event.name, event.payload);
      case 'inbox_item_removed':
        return void room.emit(event.name, event.payload);
    }
  }

  /**
   * A private message stored by the server on a person's behalf (not sent from one of their
   * sockets): to the addressee's sockets and to every socket of the sender, after the commit.
   */
  tellMessage(toAddressee: PrivateMessageEvent, toSender: PrivateMessageEvent): void {
    this.io?.to(userRoom(toAddressee.toUserId)).emit('private_message', toAddressee);
    this.io?.to(userRoom(toSender.fromUserId)).emit('private_message', toSender);
  }

  /** A question space changed: ids only, to a batch's room on every instance, after the commit. */
  tellRoom(room: string, event: QuestionEventName, payload: QuestionEvent): void {
    this.io?.to(room).emit(event, payload);
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
