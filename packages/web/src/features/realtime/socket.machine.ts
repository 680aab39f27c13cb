/**
 * The realtime connection (spec §4 "Socket", §7, §9): connected only while a user and a token
 * exist; socket.io's own reconnection (websocket then polling, 5 attempts, 1000 ms — the SDK's
 * `connectRealtime` settings) runs underneath.
 *
 * States: `disconnected` → `connected` (`connecting` → `online` ⇄ `reconnecting`; `offline` once
 * socket.io gives up or the server closed the socket) → `disconnected`. `offline` is never the end:
 * it opens a fresh connection after a pause that doubles with every round that fails (2 s, 4 s, …
 * at most 30 s; a deploy or a database failover may take longer than socket.io's 5 attempts, and a
 * server that closed the socket — a mentor's status changed — expects the tab back), and at once on
 * `connection.retry` (the app sends it when the browser comes back online).
 *
 * Wiring contract (the app):
 * - Send `session.started` ({ userId, token }) when the auth actor becomes authenticated and
 *   `session.ended` when it leaves it (logout, a 401 — token loss — or deactivation), and
 *   `token.refreshed` after a password change (the old token was revoked; the socket reconnects).
 * - Subscribe to the emitted events: `server.event` ({ name, payload }) for every notifying event
 *   (its `payload.notification` goes to the notifications actor as `notification.stored`; the name
 *   says which queries to refresh), `server.quiet` ({ name }) for every quiet event (it rings no bell;
 *   the name says which queries to refresh), `private_message` and `typing`. Typing indicators are
 *   also kept in the context.
 *   `session_ended`: the server ended this user's session (deactivated, role changed, a
 *   mentor no longer approved) and is closing the socket; the app signs out at once.
 *   `reconnected`: the socket is back after a drop (a server restart, an adapter outage),
 *   by socket.io's own attempts or a fresh connection from `offline`; events sent meanwhile never
 *   arrive, so the app refetches what they would have refreshed.
 * - Send `message.send`, `typing.send`, `room.join`, `room.leave` to talk to the server; a
 *   `message.send` with a `ref` has its acknowledgement emitted as `private_message.ack`.
 * The `realtime` actor defaults to the SDK's `connectRealtime`, loaded (with socket.io-client) when
 * the first session starts — a visitor never downloads it; tests replace it with a fake.
 */
import {
  inboxEventNames,
  notifyingEventNames,
  questionEventNames,
  quietEventNames,
  type CampusSocket,
  type EventBase,
  type InboxEventName,
  type NotifyingEventName,
  type PrivateMessageAck,
  type QuestionEventName,
  type PrivateMessageEvent,
  type PrivateMessageSend,
  type QuietEventName,
  type RoomRequest,
  type SessionEndedEvent,
  type TypingEvent,
  type TypingSend,
} from '@campus/sdk';
import { assign, emit, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';

/**
 * An event that rings no bell and whose name alone says what to refresh: a quiz attempt graded (its
 * mentors' gradebook), the mentor's inbox changed, a batch's question space changed (to the batch's
 * room, which an open question page joins).
 */
export type QuietName = QuietEventName | InboxEventName | QuestionEventName;
const quietNames: readonly QuietName[] = [
  ...quietEventNames,
  ...inboxEventNames,
  ...questionEventNames,
];

/** What the machine asks the socket to do. */
export type RealtimeCommand =
  /** With a `ref`, the server's acknowledgement comes back as `private_message.ack` with it. */
  | { type: 'message.send'; message: PrivateMessageSend; ref?: string }
  | { type: 'typing.send'; indicator: TypingSend }
  | { type: 'room.join'; request: RoomRequest }
  | { type: 'room.leave'; request: RoomRequest };

/** What the socket tells the machine. */
export type RealtimeReport =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected'; willReconnect: boolean }
  | { type: 'socket.reconnectFailed' }
  | { type: 'server.event'; name: NotifyingEventName; payload: EventBase }
  | { type: 'server.quiet'; name: QuietName }
  | { type: 'private_message.received'; message: PrivateMessageEvent }
  | { type: 'private_message.acked'; ref: string; ack: PrivateMessageAck }
  | { type: 'typing.received'; indicator: TypingEvent }
  | { type: 'session_ended.received'; ended: SessionEndedEvent };

export type SocketEvent =
  | { type: 'session.started'; userId: string; token: string }
  | { type: 'session.ended' }
  | { type: 'token.refreshed'; token: string }
  | { type: 'connection.retry' }
  | RealtimeCommand
  | RealtimeReport;

export type SocketEmitted =
  | { type: 'server.event'; name: NotifyingEventName; payload: EventBase }
  | { type: 'server.quiet'; name: QuietName }
  | { type: 'private_message'; message: PrivateMessageEvent }
  | { type: 'private_message.ack'; ref: string; ack: PrivateMessageAck }
  | { type: 'typing'; indicator: TypingEvent }
  | { type: 'session_ended'; ended: SessionEndedEvent }
  | { type: 'reconnected' };

export interface SocketContext {
  userId: string | null;
  token: string | null;
  /** This session's socket has been online before: a later connection is a reconnection. */
  wasOnline: boolean;
  /** Fresh connections from `offline` that failed in a row (the next pause doubles with each). */
  retries: number;
  /** Who is typing to this user right now, by user id. */
  typing: Record<string, boolean>;
}

/** Opens the socket for a token: at once (tests), or once its code has loaded. */
export type ConnectRealtime = (token: string) => CampusSocket | Promise<CampusSocket>;

/** socket.io-client and engine.io are about 40 KB: they load with the first session, not the page. */
const connectWhenLoaded: ConnectRealtime = (token) =>
  import('@campus/sdk/realtime').then(({ connectRealtime }) => connectRealtime(token));

function send(
  socket: CampusSocket,
  command: RealtimeCommand,
  report: (event: RealtimeReport) => void,
) {
  switch (command.type) {
    case 'message.send': {
      const { ref } = command;
      if (ref === undefined) socket.emit('private_message', command.message);
      else
        socket.emit('private_message', command.message, (ack) =>
          report({ type: 'private_message.acked', ref, ack }),
        );
      break;
    }
    case 'typing.send':
      socket.emit('typing', command.indicator);
      break;
    case 'room.join':
      socket.emit('join_room', command.request);
      break;
    case 'room.leave':
      socket.emit('leave_room', command.request);
      break;
  }
}

/**
 * The socket as an actor: opens it with the token, reports what happens, carries out commands (kept
 * in order until the socket exists), and closes it (listeners too) when the machine leaves
 * `connected` — also when that happens while its code is still loading.
 */
export function createRealtimeLogic(connect: ConnectRealtime = connectWhenLoaded) {
  return fromCallback<RealtimeCommand, { token: string }>(({ input, sendBack, receive }) => {
    const report = (event: RealtimeReport) => sendBack(event);
    let socket: CampusSocket | null = null;
    let stopped = false;
    const waiting: RealtimeCommand[] = [];

    const wire = (opened: CampusSocket) => {
      if (stopped) {
        opened.disconnect();
        return;
      }
      socket = opened;
      for (const name of notifyingEventNames) {
        // Every notifying event carries its stored notification (EventBase); the loop keeps the list
        // in one place (the SDK).
        opened.on(name, (payload: EventBase) => report({ type: 'server.event', name, payload }));
      }
      // A quiet event's payload says what changed; the name alone says what to refresh.
      for (const name of quietNames) opened.on(name, () => report({ type: 'server.quiet', name }));
      opened.on('private_message', (message) =>
        report({ type: 'private_message.received', message }),
      );
      opened.on('typing', (indicator) => report({ type: 'typing.received', indicator }));
      opened.on('session_ended', (ended) => report({ type: 'session_ended.received', ended }));
      opened.on('connect', () => report({ type: 'socket.connected' }));
      // socket.io reconnects by itself unless the server (or this client) closed the socket.
      opened.on('disconnect', () =>
        report({ type: 'socket.disconnected', willReconnect: opened.active }),
      );
      opened.on('connect_error', () => {
        if (!opened.active) report({ type: 'socket.disconnected', willReconnect: false });
      });
      opened.io.on('reconnect_failed', () => report({ type: 'socket.reconnectFailed' }));
      for (const command of waiting.splice(0)) send(opened, command, report);
    };

    receive((command) => {
      if (socket) send(socket, command, report);
      else waiting.push(command);
    });

    const opening = connect(input.token);
    if (opening instanceof Promise) {
      // The code could not load (offline): like a refused connection, `offline` offers a retry.
      opening.then(wire, () => {
        if (!stopped) report({ type: 'socket.disconnected', willReconnect: false });
      });
    } else {
      wire(opening);
    }

    return () => {
      stopped = true;
      if (!socket) return;
      socket.removeAllListeners();
      socket.io.removeAllListeners('reconnect_failed');
      socket.disconnect();
    };
  });
}

/** The first pause before `offline` opens a fresh connection, and the longest. */
export const RETRY_PAUSE_MS = 2_000;
export const RETRY_PAUSE_MAX_MS = 30_000;

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketEvent,
    emitted: {} as SocketEmitted,
  },
  actors: {
    realtime: createRealtimeLogic(),
  },
  actions: {
    forget: assign({ userId: null, token: null, typing: {}, wasOnline: false, retries: 0 }),
    cameOnline: assign({ wasOnline: true, retries: 0 }),
  },
  delays: {
    /** 2 s after the first failed round, doubling, at most 30 s. */
    retryPause: ({ context }) =>
      Math.min(RETRY_PAUSE_MAX_MS, RETRY_PAUSE_MS * 2 ** context.retries),
  },
  guards: {
    wasOnline: ({ context }) => context.wasOnline,
    willReconnect: ({ event }) => event.type === 'socket.disconnected' && event.willReconnect,
    hasUserAndToken: ({ event }) =>
      event.type === 'session.started' && Boolean(event.userId) && Boolean(event.token),
  },
}).createMachine({
  id: 'socket',
  context: { userId: null, token: null, typing: {}, wasOnline: false, retries: 0 },
  initial: 'disconnected',
  states: {
    disconnected: {
      on: {
        'session.started': {
          guard: 'hasUserAndToken',
          target: 'connected',
          actions: assign(({ event }) => ({ userId: event.userId, token: event.token })),
        },
      },
    },
    connected: {
      invoke: {
        id: 'realtime',
        src: 'realtime',
        input: ({ context }) => ({ token: context.token ?? '' }),
      },
      initial: 'connecting',
      on: {
        'session.ended': { target: 'disconnected', actions: 'forget' },
        // Another user on the same tab: start over with their token.
        'session.started': [
          {
            guard: 'hasUserAndToken',
            target: 'connected',
            reenter: true,
            actions: assign(({ event }) => ({
              userId: event.userId,
              token: event.token,
              typing: {},
              wasOnline: false,
              retries: 0,
            })),
          },
          { target: 'disconnected', actions: 'forget' },
        ],
        'token.refreshed': {
          target: 'connected',
          reenter: true,
          actions: assign({ token: ({ event }) => event.token }),
        },
        'server.event': {
          actions: emit(({ event }) => ({
            type: 'server.event' as const,
            name: event.name,
            payload: event.payload,
          })),
        },
        'server.quiet': {
          actions: emit(({ event }) => ({ type: 'server.quiet' as const, name: event.name })),
        },
        'private_message.received': {
          actions: emit(({ event }) => ({
            type: 'private_message' as const,
            message: event.message,
          })),
        },
        'private_message.acked': {
          actions: emit(({ event }) => ({
            type: 'private_message.ack' as const,
            ref: event.ref,
            ack: event.ack,
          })),
        },
        'session_ended.received': {
          actions: emit(({ event }) => ({ type: 'session_ended' as const, ended: event.ended })),
        },
        'typing.received': {
          actions: [
            assign({
              typing: ({ context, event }) => ({
                ...context.typing,
                [event.indicator.fromUserId]: event.indicator.isTyping,
              }),
            }),
            emit(({ event }) => ({ type: 'typing' as const, indicator: event.indicator })),
          ],
        },
        'message.send': { actions: sendTo('realtime', ({ event }) => event) },
        'typing.send': { actions: sendTo('realtime', ({ event }) => event) },
        'room.join': { actions: sendTo('realtime', ({ event }) => event) },
        'room.leave': { actions: sendTo('realtime', ({ event }) => event) },
      },
      states: {
        connecting: {
          on: {
            // A fresh connection after an earlier one (from `offline`, or with a refreshed token)
            // may have missed events too.
            'socket.connected': [
              {
                guard: 'wasOnline',
                target: 'online',
                actions: ['cameOnline', emit({ type: 'reconnected' as const })],
              },
              { target: 'online', actions: 'cameOnline' },
            ],
            'socket.disconnected': [
              { guard: 'willReconnect', target: 'reconnecting' },
              { target: 'offline' },
            ],
            'socket.reconnectFailed': 'offline',
          },
        },
        online: {
          on: {
            'socket.disconnected': [
              { guard: 'willReconnect', target: 'reconnecting' },
              { target: 'offline' },
            ],
          },
        },
        reconnecting: {
          on: {
            'socket.connected': {
              target: 'online',
              actions: ['cameOnline', emit({ type: 'reconnected' as const })],
            },
            'socket.disconnected': [{ guard: 'willReconnect' }, { target: 'offline' }],
            'socket.reconnectFailed': 'offline',
          },
        },
        offline: {
          // socket.io gave up (5 attempts), the server closed the socket, or the code could not
          // load: a fresh connection after the pause, or at once when asked.
          after: {
            retryPause: {
              target: '#socket.connected',
              reenter: true,
              actions: assign({ retries: ({ context }) => context.retries + 1 }),
            },
          },
          on: { 'connection.retry': { target: '#socket.connected', reenter: true } },
        },
      },
    },
  },
});

type SocketSnapshot = SnapshotFrom<typeof socketMachine>;

export const selectIsOnline = (snapshot: SocketSnapshot) =>
  snapshot.matches({ connected: 'online' });
export const selectIsConnected = (snapshot: SocketSnapshot) => snapshot.matches('connected');
export const selectTypingUserIds = (snapshot: SocketSnapshot) =>
  Object.entries(snapshot.context.typing)
    .filter(([, isTyping]) => isTyping)
    .map(([userId]) => userId);
