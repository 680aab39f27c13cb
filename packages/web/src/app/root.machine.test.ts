import type { EventBase, User } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, emit, setup, type AnyEventObject } from 'xstate';
import { makeNotification, makeUser } from '../testing/fixtures';
import { rootMachine } from './root.machine';

/** A child that records what it receives and, for the chat, with what input it was started. */
function recorder() {
  const received: AnyEventObject[] = [];
  const inputs: unknown[] = [];
  const logic = createMachine({
    context: ({ input }) => {
      inputs.push(input);
      return {};
    },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  return { logic, received, inputs };
}

/** What the fake auth actor was told about sessions the server ended. */
const endings: AnyEventObject[] = [];

/** The auth actor reduced to what the root reads: its state and the signed-in user and token. */
const fakeAuth = setup({
  types: {
    context: {} as { user: User | null; token: string | null },
    events: {} as
      | { type: 'signed.in'; user: User; token: string }
      | { type: 'signed.out' }
      | { type: 'session.deactivated' }
      | { type: 'session.revoked'; message: string },
    input: {} as { token: string | null },
  },
}).createMachine({
  context: ({ input }) => ({ user: null, token: input.token }),
  initial: 'loading',
  states: {
    loading: {},
    authenticated: {},
    loggedOut: {},
  },
  on: {
    'signed.in': {
      target: '.authenticated',
      actions: assign(({ event }) => ({ user: event.user, token: event.token })),
    },
    'signed.out': { target: '.loggedOut', actions: assign({ user: null, token: null }) },
    // What the root tells the auth actor when the server ends the session.
    'session.deactivated': {
      target: '.loggedOut',
      actions: [assign({ user: null, token: null }), ({ event }) => endings.push(event)],
    },
    'session.revoked': {
      target: '.loggedOut',
      actions: [assign({ user: null, token: null }), ({ event }) => endings.push(event)],
    },
  },
});

/** The socket reduced to what the root uses: it records commands and emits server events. */
function fakeSocket() {
  const received: AnyEventObject[] = [];
  const logic = setup({
    types: { events: {} as AnyEventObject, emitted: {} as AnyEventObject },
  }).createMachine({
    on: {
      'test.serverEvent': {
        actions: emit(({ event }) => ({
          type: 'server.event',
          name: event.name as string,
          payload: event.payload as EventBase,
        })),
      },
      'test.quietEvent': {
        actions: emit(({ event }) => ({ type: 'server.quiet', name: event.name as string })),
      },
      'test.privateMessage': {
        actions: emit(({ event }) => ({ type: 'private_message', message: event.message })),
      },
      'test.ack': {
        actions: emit(({ event }) => ({ type: 'private_message.ack', ref: 'r-1', ack: event.ack })),
      },
      'test.sessionEnded': {
        actions: emit(({ event }) => ({ type: 'session_ended', ended: event.ended })),
      },
      'test.reconnected': { actions: emit({ type: 'reconnected' }) },
      '*': { actions: ({ event }) => received.push(event) },
    },
  });
  return { logic, received };
}

function startRoot() {
  const socket = fakeSocket();
  const profileDialog = recorder();
  const payment = recorder();
  const notifications = recorder();
  const chat = recorder();
  const clearCache = vi.fn();
  const invalidate = vi.fn();
  const reconcile = vi.fn();
  const root = createActor(
    rootMachine.provide({
      actors: {
        auth: fakeAuth,
        socket: socket.logic,
        profileDialog: profileDialog.logic,
        payment: payment.logic,
        notifications: notifications.logic,
        chat: chat.logic,
      } as never,
      actions: {
        clearCache,
        invalidate: (_, params) => invalidate(params.name),
        reconcile,
      },
    }),
    { input: { token: 'stored-token' } },
  ).start();
  const auth = root.system.get('auth');
  return {
    root,
    auth,
    socket,
    profileDialog,
    notifications,
    chat,
    clearCache,
    invalidate,
    reconcile,
  };
}

const asha = makeUser();

describe('root machine', () => {
  it('spawns every long-lived actor under its systemId; no bell before anyone signs in', () => {
    const { root } = startRoot();
    for (const id of ['auth', 'socket', 'profileDialog', 'payment', 'chat']) {
      expect(root.system.get(id), id).toBeDefined();
    }
    expect(root.system.get('notifications')).toBeUndefined();
    expect(root.getSnapshot().context.userId).toBeUndefined();
  });

  it('a signed-in user gets the socket, a bell and their own chat; the cache is kept the first time', () => {
    const { root, auth, socket, chat, clearCache } = startRoot();
    const visitorChat = root.getSnapshot().context.chat;
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });

    expect(socket.received).toContainEqual({
      type: 'session.started',
      userId: asha._id,
      token: 't-1',
    });
    expect(root.system.get('notifications')).toBeDefined();
    expect(root.system.get('chat')).toBe(root.getSnapshot().context.chat);
    expect(root.getSnapshot().context.chat).not.toBe(visitorChat);
    expect(visitorChat.getSnapshot().status).toBe('stopped');
    expect(chat.inputs.at(-1)).toEqual({ userId: asha._id });
    expect(clearCache).not.toHaveBeenCalled();
  });

  it('signing out ends the socket, closes the profile dialog, stops the bell and empties the cache', () => {
    const { root, auth, socket, profileDialog, chat, clearCache } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    const bell = root.getSnapshot().context.notifications!;
    auth.send({ type: 'signed.out' });

    expect(socket.received.at(-1)).toEqual({ type: 'session.ended' });
    expect(profileDialog.received).toContainEqual({ type: 'dialog.close' });
    expect(bell.getSnapshot().status).toBe('stopped');
    expect(root.system.get('notifications')).toBeUndefined();
    expect(chat.inputs.at(-1)).toEqual({ userId: undefined });
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('the same user reported again changes nothing', () => {
    const { root, auth, socket, clearCache } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    const before = root.getSnapshot().context;
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    expect(root.getSnapshot().context).toBe(before);
    expect(socket.received.filter((e) => e.type === 'session.started')).toHaveLength(1);
    expect(clearCache).not.toHaveBeenCalled();
  });

  it('a server event reaches the bell and invalidates what it changed', () => {
    const { root, auth, notifications, invalidate } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    const notification = makeNotification({ _id: 'n-1', event: 'task_approved' });
    const payload: EventBase = { notification };
    root.system.get('socket').send({ type: 'test.serverEvent', name: 'task_approved', payload });

    // The bell gets the notification the event carries, whole, as the server stored it.
    expect(notifications.received).toContainEqual({ type: 'notification.stored', notification });
    expect(invalidate).toHaveBeenCalledWith('task_approved');
  });

  it('a quiet event (a graded quiz attempt) refreshes what it changed and leaves the bell alone', () => {
    const { root, auth, notifications, invalidate } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    root.system.get('socket').send({ type: 'test.quietEvent', name: 'quiz_attempt_graded' });
    expect(invalidate).toHaveBeenCalledWith('quiz_attempt_graded');
    expect(notifications.received.filter((e) => e.type === 'notification.stored')).toEqual([]);
  });

  it('a socket back after a drop reloads the bell and refetches what events refresh', () => {
    const { root, auth, notifications, reconcile } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    expect(reconcile).not.toHaveBeenCalled();
    root.system.get('socket').send({ type: 'test.reconnected' });
    expect(notifications.received).toContainEqual({ type: 'notifications.refresh' });
    expect(reconcile).toHaveBeenCalledTimes(1);
  });

  it('a server event with nobody signed in still refreshes the cache, with no bell to tell', () => {
    const { root, notifications, invalidate } = startRoot();
    root.system.get('socket').send({
      type: 'test.serverEvent',
      name: 'live_class_started',
      payload: { notification: makeNotification({ event: 'live_class_started' }) },
    });
    expect(notifications.received).toEqual([]);
    expect(invalidate).toHaveBeenCalledWith('live_class_started');
  });

  it('a private message puts its bell note in the bell and refreshes the conversations', () => {
    const { root, auth, notifications, invalidate } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    const notification = makeNotification({
      _id: 'n-7',
      type: 'message',
      event: 'private_message',
    });
    const message = { _id: 'pm-1', fromUserId: 'u-mentor-1', toUserId: asha._id, notification };
    root.system.get('socket').send({ type: 'test.privateMessage', message });
    expect(notifications.received).toContainEqual({ type: 'notification.stored', notification });
    expect(invalidate).toHaveBeenCalledWith('private_message');

    // The sender's other tab gets the message without a note: nothing for its bell.
    notifications.received.length = 0;
    root.system.get('socket').send({ type: 'test.privateMessage', message: { _id: 'pm-2' } });
    expect(notifications.received).toEqual([]);
  });

  it('a message this tab sent, once stored, refreshes the conversations; a refusal does not', () => {
    const { root, auth, notifications, invalidate } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    root.system.get('socket').send({ type: 'test.ack', ack: { ok: false, message: 'Slow down.' } });
    expect(invalidate).not.toHaveBeenCalled();
    root.system.get('socket').send({ type: 'test.ack', ack: { ok: true } });
    expect(invalidate).toHaveBeenCalledWith('private_message');
    expect(notifications.received).toEqual([]);
  });

  it('a session the server ended signs the tab out at once: deactivated, or for its stated reason', () => {
    const { root, auth, socket } = startRoot();
    auth.send({ type: 'signed.in', user: asha, token: 't-1' });
    root.system.get('socket').send({
      type: 'test.sessionEnded',
      ended: { reason: 'deactivated', message: 'Your account has been deactivated.' },
    });
    expect(auth.getSnapshot().matches('loggedOut')).toBe(true);
    expect(endings.at(-1)).toEqual({ type: 'session.deactivated' });
    expect(socket.received.at(-1)).toEqual({ type: 'session.ended' });

    auth.send({ type: 'signed.in', user: asha, token: 't-2' });
    root.system.get('socket').send({
      type: 'test.sessionEnded',
      ended: { reason: 'role_changed', message: 'Your role has changed. Please log in again.' },
    });
    expect(auth.getSnapshot().matches('loggedOut')).toBe(true);
    expect(endings.at(-1)).toEqual({
      type: 'session.revoked',
      message: 'Your role has changed. Please log in again.',
    });
  });
});
