// The socket.io server's types, shared by the socket server (socket.ts) and the event hub (hub.ts),
// so the hub never imports the socket server: the event maps of browser and server (the SDK's,
// from the contract), the events instances send each other, and what a socket carries.
import type {
  ClientToServerEvents,
  Notification,
  NotifyingEventFields,
  NotifyingEventName,
  ServerToClientEvents,
  SessionEndedEvent,
} from '@campus/sdk/model';
import type { Server, Socket } from 'socket.io';
import type { Principal } from '../http/auth';

/**
 * One event as it travels between instances: its own fields once, the stored notification's fields
 * once (one insert stores the same type, event, data, time and unread state for every recipient),
 * and each recipient with their notification's id.
 */
export interface Fanout<K extends NotifyingEventName> {
  name: K;
  payload: NotifyingEventFields[K];
  notification: Omit<Notification, '_id'>;
  /**
   * Each recipient as `<user id> <their notification's _id>`, the pairs joined by commas (ids are
   * UUIDs: neither character occurs in one). One string, not 2,000 little arrays: the adapter
   * serializes the message three times (JSON to measure it, msgpack into its attachment table, msgpack
   * back out on every instance), and per element that cost 19 ms to send and ~40 ms to read back for a
   * batch of 2,000 (measured in the realtime bench); one string of ~150 KB is copied in about 1 ms.
   */
  to: string;
}

/**
 * Any notifying event's fan-out (what instances send each other). Built by `prepare` from a checked
 * Fanout<K>, so its name and payload belong together even though this type no longer says so.
 */
export type AnyFanout = Fanout<NotifyingEventName>;

/** The events instances send each other through the adapter (socket.io's `serverSideEmit`). */
export interface InterServerEvents {
  deliver: (fanout: AnyFanout) => void;
  endSessions: (userId: string, event: SessionEndedEvent) => void;
}

/**
 * What each socket carries: the user its token named when it connected, and whether its tab is
 * visible (the handshake's `auth.visible`, then each `visibility` event): the push job asks every
 * instance for these (RealtimeHub.visibleAmong) and pushes nothing to a person with a visible tab.
 */
export interface SocketData {
  user: Principal;
  visible: boolean;
}

/**
 * The socket.io server typed with the SDK's event maps (one list of events and payloads for server
 * and browser): an emit whose payload drifts from the contract fails to compile. Listeners still
 * take `unknown` and validate against the contract, since a client may send anything.
 */
export type CampusIo = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type CampusSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
