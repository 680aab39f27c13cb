// The one place domain services send real-time events through. Every server event that concerns a
// user is first stored as a Notification (so an offline user finds it later) and then emitted to that
// user's room with the stored id (so the app can merge the live event with the list it loaded).
//
// Inside a transaction, store with `prepare(tx, …)` and call `deliver()` after the commit: an event
// must never announce something that was rolled back. Outside one, `notify()` does both.
import type { ServerToClientEvents } from '@campus/sdk/model';
import type { Server } from 'socket.io';
import type { Queryable } from '../db/client';
import type { NotificationType } from '../db/schema/index';
import type { Principal } from '../http/auth';
import type { NotificationsService } from '../modules/notifications/service';

/**
 * Server → client events of spec §7 that are stored as notifications: the SDK's event map (one list
 * of names for server and browser) less `typing`, which is relayed and never stored.
 */
export type ServerEventName = Exclude<keyof ServerToClientEvents, 'typing'>;

export interface ServerEvent {
  name: ServerEventName;
  type: NotificationType;
  /** The sentence the bell shows. */
  message: string;
  /** The thing it is about (task, live class …) and the app route that shows it. */
  entityId?: string;
  link?: string;
  /** Event-specific fields (TaskEvent.task, LiveClassEvent.liveClass …), sent as they are. */
  payload?: Record<string, unknown>;
}

export interface Delivery {
  items: { userId: string; event: string; body: Record<string, unknown> }[];
}

/** Decides whether a user may join a room `prefix:rest` (e.g. `liveclass:<id>`). */
export type RoomPolicy = (user: Principal, rest: string) => Promise<boolean>;

export const userRoom = (id: string) => `user:${id}`;
export const roleRoom = (role: string) => `role:${role}`;

export class RealtimeHub {
  private io: Server | null = null;
  private readonly policies = new Map<string, RoomPolicy>();

  constructor(private readonly notifications: NotificationsService) {}

  attach(io: Server): void {
    this.io = io;
  }

  /** Areas register who may join their rooms: `hub.registerRoomPolicy('liveclass', …)`. */
  registerRoomPolicy(prefix: string, policy: RoomPolicy): void {
    if (this.policies.has(prefix)) throw new Error(`room policy ${prefix} registered twice`);
    this.policies.set(prefix, policy);
  }

  async canJoin(user: Principal, room: string): Promise<boolean> {
    const i = room.indexOf(':');
    if (i <= 0) return false;
    const policy = this.policies.get(room.slice(0, i));
    return policy ? policy(user, room.slice(i + 1)) : false;
  }

  /** Stores one notification per recipient (inside `q`, which may be a transaction). */
  async prepare(q: Queryable, recipients: string[], event: ServerEvent): Promise<Delivery> {
    const unique = [...new Set(recipients)];
    const data: { message: string; entityId?: string; link?: string } = { message: event.message };
    if (event.entityId) data.entityId = event.entityId;
    if (event.link) data.link = event.link;
    const rows = await this.notifications.create(
      q,
      unique.map((userId) => ({ userId, type: event.type, event: event.name, data })),
    );
    return {
      items: rows.map((r) => ({
        userId: r.userId,
        event: event.name,
        body: {
          ...event.payload,
          notificationId: r.id,
          type: event.type,
          message: event.message,
          at: r.createdAt.toISOString(),
        },
      })),
    };
  }

  deliver(delivery: Delivery): void {
    for (const item of delivery.items)
      this.io?.to(userRoom(item.userId)).emit(item.event, item.body);
  }

  async notify(q: Queryable, recipients: string[], event: ServerEvent): Promise<void> {
    this.deliver(await this.prepare(q, recipients, event));
  }

  /** An ephemeral event that is not stored (typing indicators, presence). */
  emitToUser(userId: string, event: string, body: unknown): void {
    this.io?.to(userRoom(userId)).emit(event, body);
  }

  emitToRoom(room: string, event: string, body: unknown): void {
    this.io?.to(room).emit(event, body);
  }

  /** Puts every open socket of a user into a room, on every instance (e.g. a batch move). */
  joinUserSockets(userId: string, room: string): void {
    this.io?.in(userRoom(userId)).socketsJoin(room);
  }

  /** Takes every open socket of a user out of a room, on every instance. */
  leaveUserSockets(userId: string, room: string): void {
    this.io?.in(userRoom(userId)).socketsLeave(room);
  }

  /** Closes every socket of a user, on every instance (deactivation, logout, role change). */
  async disconnectUser(userId: string): Promise<void> {
    this.io?.in(userRoom(userId)).disconnectSockets(true);
  }
}
