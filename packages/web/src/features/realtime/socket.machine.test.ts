import type { CampusSocket, EventBase, PrivateMessageEvent } from '@campus/sdk';
import { inboxEventNames, notifyingEventNames, quietEventNames } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fakeCallback } from '../../testing/fake-actors';
import { makeNotification } from '../../testing/fixtures';
import {
  createStateRecorder,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  createRealtimeLogic,
  selectIsConnected,
  selectIsOnline,
  selectTypingUserIds,
  RETRY_PAUSE_MAX_MS,
  RETRY_PAUSE_MS,
  socketMachine,
  type RealtimeCommand,
  type SocketEmitted,
} from './socket.machine';

const recorder = createStateRecorder();

const payload: EventBase = {
  notification: makeNotification({ _id: 'n-9', timestamp: '2026-11-22T12:00:00.000Z' }),
};

function setupSocket() {
  const realtime = fakeCallback<RealtimeCommand, { token: string }>();
  const clock = new SimulatedClock();
  const actor = recorder.visit(
    createActor(socketMachine.provide({ actors: { realtime: realtime.logic } }), { clock }),
  );
  const emitted: SocketEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const signIn = (token = 'token-1') =>
    actor.send({ type: 'session.started', userId: 'u-1', token });
  return { actor, realtime, emitted, signIn, clock };
}

async function withSocket(run: (h: ReturnType<typeof setupSocket>) => void | Promise<void>) {
  const h = setupSocket();
  try {
    await run(h);
  } finally {
    h.actor.stop();
  }
}

describe('socket machine: connects only with a user and a token (spec §4)', () => {
  it('stays disconnected with no session', () =>
    withSocket((h) => {
      expect(h.actor.getSnapshot().value).toBe('disconnected');
      expect(h.realtime.state.starts).toBe(0);
    }));

  it.each([
    ['no token', { userId: 'u-1', token: '' }],
    ['no user', { userId: '', token: 'token-1' }],
  ])('does not connect with %s', (_case, session) =>
    withSocket((h) => {
      h.actor.send({ type: 'session.started', ...session });
      expect(h.actor.getSnapshot().value).toBe('disconnected');
      expect(h.realtime.state.starts).toBe(0);
    }),
  );

  it('connects with the token, then is online', () =>
    withSocket((h) => {
      h.signIn('token-1');
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'connecting' });
      expect(selectIsConnected(h.actor.getSnapshot())).toBe(true);
      expect(h.realtime.state.inputs).toEqual([{ token: 'token-1' }]);
      h.realtime.emit({ type: 'socket.connected' });
      expect(selectIsOnline(h.actor.getSnapshot())).toBe(true);
    }));

  it('disconnects when the session ends (logout, token loss, deactivation)', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.connected' });
      h.actor.send({ type: 'session.ended' });
      expect(h.actor.getSnapshot().value).toBe('disconnected');
      expect(h.realtime.state.running).toBe(false);
      expect(h.actor.getSnapshot().context).toEqual({
        userId: null,
        token: null,
        typing: {},
        wasOnline: false,
        retries: 0,
      });
    }));

  it('reconnects with a refreshed token (the old one was revoked)', () =>
    withSocket((h) => {
      h.signIn('old');
      h.actor.send({ type: 'token.refreshed', token: 'new' });
      expect(h.realtime.state.stops).toBe(1);
      expect(h.realtime.state.inputs).toEqual([{ token: 'old' }, { token: 'new' }]);
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'connecting' });
    }));

  it('another user signing in replaces the connection; an empty session disconnects', () =>
    withSocket((h) => {
      h.signIn('a');
      h.actor.send({ type: 'session.started', userId: 'u-2', token: 'b' });
      expect(h.realtime.state.inputs.at(-1)).toEqual({ token: 'b' });
      expect(h.actor.getSnapshot().context.userId).toBe('u-2');
      h.actor.send({ type: 'session.started', userId: 'u-2', token: '' });
      expect(h.actor.getSnapshot().value).toBe('disconnected');
    }));
});

describe('socket machine: reconnection (spec §9)', () => {
  it('says when the socket is back after a drop, never on the first connection', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.emitted.filter((e) => e.type === 'reconnected')).toHaveLength(0);
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.emitted.filter((e) => e.type === 'reconnected')).toHaveLength(1);
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'online' });
    }));

  it('a dropped connection reconnects, then is online again', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.connected' });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'reconnecting' });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'reconnecting' });
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'online' });
    }));

  it('after the last attempt it is offline, and can be retried', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      h.realtime.emit({ type: 'socket.reconnectFailed' });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'offline' });
      h.actor.send({ type: 'connection.retry' });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'connecting' });
      expect(h.realtime.state.starts).toBe(2);
    }));

  it('a socket the server closed opens a fresh one after a pause, and says it is back', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.connected' });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'offline' });
      h.clock.increment(RETRY_PAUSE_MS - 1);
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'offline' });
      h.clock.increment(1);
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'connecting' });
      expect(h.realtime.state.starts).toBe(2);
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'online' });
      // Events sent while it was away never arrive: the app refetches.
      expect(h.emitted.filter((e) => e.type === 'reconnected')).toHaveLength(1);
    }));

  it('keeps trying while the server is away, each pause twice the last, at most 30 s', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.connected' });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      h.realtime.emit({ type: 'socket.reconnectFailed' });
      const pauses = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
      for (const [i, pause] of pauses.entries()) {
        expect(h.actor.getSnapshot().value).toEqual({ connected: 'offline' });
        h.clock.increment(pause - 1);
        expect(h.realtime.state.starts).toBe(1 + i);
        h.clock.increment(1);
        expect(h.realtime.state.starts).toBe(2 + i);
        // The fresh connection is refused too (the server is still away).
        h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      }
      expect(pauses.at(-1)).toBe(RETRY_PAUSE_MAX_MS);
      // Back: online, the next failure waits the first pause again.
      h.clock.increment(RETRY_PAUSE_MAX_MS);
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'online' });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      h.clock.increment(RETRY_PAUSE_MS);
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'connecting' });
    }));

  it('a first connection from offline is not a reconnection; the session ending stops the tries', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      h.clock.increment(RETRY_PAUSE_MS);
      h.realtime.emit({ type: 'socket.connected' });
      expect(h.emitted.filter((e) => e.type === 'reconnected')).toHaveLength(0);
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      h.actor.send({ type: 'session.ended' });
      h.clock.increment(RETRY_PAUSE_MAX_MS * 4);
      expect(h.actor.getSnapshot().value).toBe('disconnected');
      expect(h.realtime.state.starts).toBe(2);
    }));

  it.each([
    [
      'a refused first connection',
      { type: 'socket.disconnected', willReconnect: false },
      'offline',
    ],
    [
      'a first connection that retries',
      { type: 'socket.disconnected', willReconnect: true },
      'reconnecting',
    ],
    ['a first connection that gave up', { type: 'socket.reconnectFailed' }, 'offline'],
  ])('%s', (_case, event, state) =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit(event);
      expect(h.actor.getSnapshot().value).toEqual({ connected: state });
    }),
  );

  it('a refused reconnection is offline', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      h.realtime.emit({ type: 'socket.disconnected', willReconnect: false });
      expect(h.actor.getSnapshot().value).toEqual({ connected: 'offline' });
    }));
});

describe('socket machine: routing server events', () => {
  it('emits every notifying event for the app to forward to notifications', () =>
    withSocket((h) => {
      h.signIn();
      h.realtime.emit({ type: 'server.event', name: 'task_created', payload });
      expect(h.emitted).toEqual([{ type: 'server.event', name: 'task_created', payload }]);
    }));

  it('exposes private messages and typing indicators', () =>
    withSocket((h) => {
      h.signIn();
      const message: PrivateMessageEvent = {
        _id: 'm1',
        fromUserId: 'u-2',
        toUserId: 'u-1',
        message: 'Hi',
        type: 'text',
        at: '2026-11-22T12:00:00.000Z',
      };
      h.realtime.emit({ type: 'private_message.received', message });
      h.realtime.emit({
        type: 'typing.received',
        indicator: { fromUserId: 'u-2', isTyping: true },
      });
      expect(selectTypingUserIds(h.actor.getSnapshot())).toEqual(['u-2']);
      h.realtime.emit({
        type: 'typing.received',
        indicator: { fromUserId: 'u-2', isTyping: false },
      });
      expect(selectTypingUserIds(h.actor.getSnapshot())).toEqual([]);
      expect(h.emitted.map((e) => e.type)).toEqual(['private_message', 'typing', 'typing']);
    }));

  it('passes messages, typing and rooms to the socket', () =>
    withSocket((h) => {
      h.signIn();
      const commands: RealtimeCommand[] = [
        { type: 'message.send', message: { toUserId: 'u-2', message: 'Hello', type: 'text' } },
        { type: 'typing.send', indicator: { toUserId: 'u-2', isTyping: true } },
        { type: 'room.join', request: { room: 'batch-1' } },
        { type: 'room.leave', request: { room: 'batch-1' } },
      ];
      for (const command of commands) h.actor.send(command);
      expect(h.realtime.state.received).toEqual(commands);
    }));
});

/** A stand-in for socket.io's client: records listeners and emits, and can play the server. */
function fakeSocket() {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const managerListeners = new Map<string, () => void>();
  const sent: unknown[][] = [];
  const socket = {
    active: true,
    disconnected: false,
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, listener);
      return socket;
    },
    emit(...args: unknown[]) {
      sent.push(args);
      return socket;
    },
    removeAllListeners() {
      listeners.clear();
      return socket;
    },
    disconnect() {
      socket.disconnected = true;
      return socket;
    },
    io: {
      on(event: string, listener: () => void) {
        managerListeners.set(event, listener);
      },
      removeAllListeners(event: string) {
        managerListeners.delete(event);
      },
    },
  };
  const server = (event: string, ...args: unknown[]) => listeners.get(event)?.(...args);
  return { socket, listeners, managerListeners, sent, server };
}

describe('the default realtime actor (SDK socket)', () => {
  function connectWith(fake: ReturnType<typeof fakeSocket>) {
    const tokens: string[] = [];
    const machine = socketMachine.provide({
      actors: {
        realtime: createRealtimeLogic((token) => {
          tokens.push(token);
          return fake.socket as unknown as CampusSocket;
        }),
      },
    });
    const actor = createActor(machine);
    const emitted: SocketEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'session.started', userId: 'u-1', token: 'tok' });
    return { actor, emitted, tokens };
  }

  it('opens the socket with the token and listens to every server event', () => {
    const fake = fakeSocket();
    const { actor, emitted, tokens } = connectWith(fake);
    try {
      expect(tokens).toEqual(['tok']);
      for (const name of notifyingEventNames) expect(fake.listeners.has(name)).toBe(true);
      fake.server('connect');
      expect(selectIsOnline(actor.getSnapshot())).toBe(true);
      fake.server('live_class_started', { ...payload, type: 'live_class' });
      expect(emitted).toEqual([
        {
          type: 'server.event',
          name: 'live_class_started',
          payload: { ...payload, type: 'live_class' },
        },
      ]);
      fake.server('typing', { fromUserId: 'u-3', isTyping: true });
      expect(selectTypingUserIds(actor.getSnapshot())).toEqual(['u-3']);
      fake.server('private_message', { _id: 'm' });
      expect(emitted.at(-1)).toEqual({ type: 'private_message', message: { _id: 'm' } });
    } finally {
      actor.stop();
    }
  });

  it('emits a quiet event (a graded quiz attempt, the inbox changed) by name, for the app to refresh what it changed', () => {
    const fake = fakeSocket();
    const { actor, emitted } = connectWith(fake);
    try {
      for (const name of [...quietEventNames, ...inboxEventNames])
        expect(fake.listeners.has(name)).toBe(true);
      fake.server('connect');
      fake.server('quiz_attempt_graded', { lessonId: 'l-1', studentId: 'u-2', passed: true });
      fake.server('inbox_item_removed', { id: 'review:s-1' });
      expect(emitted).toEqual([
        { type: 'server.quiet', name: 'quiz_attempt_graded' },
        { type: 'server.quiet', name: 'inbox_item_removed' },
      ]);
    } finally {
      actor.stop();
    }
  });

  it('reports drops, refusals and giving up', () => {
    const fake = fakeSocket();
    const { actor } = connectWith(fake);
    try {
      fake.server('connect');
      fake.server('disconnect', 'transport close');
      expect(actor.getSnapshot().value).toEqual({ connected: 'reconnecting' });
      fake.managerListeners.get('reconnect_failed')?.();
      expect(actor.getSnapshot().value).toEqual({ connected: 'offline' });
      actor.send({ type: 'connection.retry' });
      fake.socket.active = false;
      fake.server('connect_error', new Error('unauthorized'));
      expect(actor.getSnapshot().value).toEqual({ connected: 'offline' });
    } finally {
      actor.stop();
    }
  });

  it('sends commands as socket events and closes everything on session end', () => {
    const fake = fakeSocket();
    const { actor } = connectWith(fake);
    try {
      actor.send({
        type: 'message.send',
        message: { toUserId: 'u-2', message: 'Hi', type: 'text' },
      });
      actor.send({ type: 'typing.send', indicator: { toUserId: 'u-2', isTyping: false } });
      actor.send({ type: 'room.join', request: { room: 'r' } });
      actor.send({ type: 'room.leave', request: { room: 'r' } });
      expect(fake.sent.map(([name]) => name)).toEqual([
        'private_message',
        'typing',
        'join_room',
        'leave_room',
      ]);
      actor.send({ type: 'session.ended' });
      expect(fake.socket.disconnected).toBe(true);
      expect(fake.listeners.size).toBe(0);
      expect(fake.managerListeners.size).toBe(0);
    } finally {
      actor.stop();
    }
  });
});

describe('acknowledged private messages', () => {
  it('emits the server’s acknowledgement of a message sent with a ref', () => {
    const fake = fakeSocket();
    const machine = socketMachine.provide({
      actors: { realtime: createRealtimeLogic(() => fake.socket as unknown as CampusSocket) },
    });
    const actor = createActor(machine);
    const emitted: SocketEmitted[] = [];
    actor.on('private_message.ack', (event) => emitted.push(event));
    actor.start();
    try {
      actor.send({ type: 'session.started', userId: 'u-1', token: 'tok' });
      actor.send({
        type: 'message.send',
        message: { toUserId: 'u-2', message: 'Hi', clientId: 'c-1' },
        ref: 'c-1',
      });
      const [name, payload, ack] = fake.sent[0] as [string, unknown, (a: unknown) => void];
      expect([name, payload]).toEqual([
        'private_message',
        { toUserId: 'u-2', message: 'Hi', clientId: 'c-1' },
      ]);
      ack({ ok: false, message: 'You can message only the mentors of your batch.' });
      expect(emitted).toEqual([
        {
          type: 'private_message.ack',
          ref: 'c-1',
          ack: { ok: false, message: 'You can message only the mentors of your batch.' },
        },
      ]);
    } finally {
      actor.stop();
    }
  });
});

describe('the realtime actor when its code loads later (socket.io-client is a lazy chunk)', () => {
  function connectLater(load: Promise<unknown>) {
    const fake = fakeSocket();
    let opened = 0;
    const machine = socketMachine.provide({
      actors: {
        realtime: createRealtimeLogic(async () => {
          await load;
          opened++;
          return fake.socket as unknown as CampusSocket;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'session.started', userId: 'u-1', token: 'tok' });
    return { actor, fake, opened: () => opened };
  }

  it('keeps commands sent while loading and sends them, in order, once the socket exists', async () => {
    let loaded!: () => void;
    const { actor, fake } = connectLater(new Promise<void>((r) => (loaded = r)));
    try {
      actor.send({ type: 'room.join', request: { room: 'r' } });
      actor.send({ type: 'typing.send', indicator: { toUserId: 'u-2', isTyping: true } });
      expect(fake.sent).toEqual([]);
      loaded();
      await vi.waitFor(() =>
        expect(fake.sent.map(([name]) => name)).toEqual(['join_room', 'typing']),
      );
      fake.server('connect');
      expect(selectIsOnline(actor.getSnapshot())).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('closes a socket that arrives after the session ended', async () => {
    let loaded!: () => void;
    const { actor, fake, opened } = connectLater(new Promise<void>((r) => (loaded = r)));
    try {
      actor.send({ type: 'session.ended' });
      loaded();
      await vi.waitFor(() => expect(opened()).toBe(1));
      expect(fake.socket.disconnected).toBe(true);
      expect(fake.listeners.size).toBe(0);
    } finally {
      actor.stop();
    }
  });

  it('goes offline (with a retry) when the code cannot load', async () => {
    const { actor } = connectLater(Promise.reject(new Error('offline')));
    try {
      await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ connected: 'offline' }));
    } finally {
      actor.stop();
    }
  });
});

describe('socket machine: graph', () => {
  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const reachable = reachableStateKeys(socketMachine, {
      events: [
        { type: 'session.started', userId: 'u', token: 't' },
        { type: 'session.ended' },
        { type: 'socket.connected' },
        { type: 'socket.disconnected', willReconnect: true },
        { type: 'socket.disconnected', willReconnect: false },
        { type: 'socket.reconnectFailed' },
        { type: 'connection.retry' },
      ],
    });
    expect(reachable).toEqual([
      'connected.connecting',
      'connected.offline',
      'connected.online',
      'connected.reconnecting',
      'disconnected',
    ]);
    recorder.expectToCover(reachable);
    expectStoriesToCover('socket', reachable, {
      // No screen shows the connection: the socket only feeds the bell and the query cache.
      withoutStory: Object.fromEntries(
        reachable.map((key) => [key, 'no widget shows the socket connection state']),
      ),
    });
  });
});
