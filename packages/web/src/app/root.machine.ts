import type {
  EventBase,
  NotifyingEventName,
  PrivateMessageEvent,
  SessionEndedEvent,
  User,
} from '@campus/sdk';
import { enqueueActions, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { authMachine } from '../features/identity/auth.machine';
import { notificationsMachine } from '../features/notifications/notifications.machine';
import { pendingPaymentMachine } from '../features/payments/pending-payment.machine';
import { profileDialogMachine } from '../features/identity/profile-dialog.machine';
import { socketMachine, type QuietName } from '../features/realtime/socket.machine';
import { chatMachine } from '../features/support/chat.machine';

/**
 * The app as one machine (after KittyCAD modeling-app's app machine): it spawns every long-lived
 * actor with a `systemId` and keeps their typed refs in its context, and it keeps the per-user
 * actors (the bell, the chat) and the socket in step with the session.
 * Effects that leave the machine (the query cache) are actions the app provides.
 */
export interface RootInput {
  token: string | null;
}

export interface RootContext {
  auth: ActorRefFrom<typeof authMachine>;
  socket: ActorRefFrom<typeof socketMachine>;
  profileDialog: ActorRefFrom<typeof profileDialogMachine>;
  payment: ActorRefFrom<typeof pendingPaymentMachine>;
  /** Whose session the per-user actors belong to; undefined until the auth actor knows. */
  userId: string | null | undefined;
  notifications: ActorRefFrom<typeof notificationsMachine> | null;
  chat: ActorRefFrom<typeof chatMachine>;
}

export type RootEvent =
  | { type: 'session.changed'; user: User | null; token: string | null }
  | { type: 'server.event'; name: NotifyingEventName; payload: EventBase }
  /**
   * Something changed that rings no bell (a quiz attempt graded, the mentor's inbox): what it
   * changed refreshes.
   */
  | { type: 'server.quiet'; name: QuietName }
  /** A private message arrived: its bell note shows, the conversation lists refresh. */
  | { type: 'private_message'; message: PrivateMessageEvent }
  /**
   * The server stored a message this tab sent: the sending tab gets no event of its own,
   * so its conversation list (a first message makes a new conversation) refreshes on the ack.
   */
  | { type: 'private_message.stored' }
  /** The server ended this user's session: the open tab signs out at once. */
  | { type: 'session_ended'; ended: SessionEndedEvent }
  /**
   * The socket is back after a drop: the events sent meanwhile are lost, so the bell
   * reloads and every query an event would have refreshed is refetched.
   */
  | { type: 'realtime.reconnected' };

/**
 * Reports who is signed in whenever that changes (not while the auth actor is still loading);
 * the first report comes at once when the auth actor already knows.
 */
const sessionWatcher = fromCallback<RootEvent, { auth: RootContext['auth'] }>(
  ({ input: { auth }, sendBack }) => {
    let known: string | null | undefined;
    const report = (snapshot: SnapshotFrom<typeof authMachine>) => {
      if (snapshot.matches('loading')) return;
      const user = snapshot.matches('authenticated') ? snapshot.context.user : null;
      const id = user?._id ?? null;
      if (id === known) return;
      known = id;
      sendBack({ type: 'session.changed', user, token: user ? snapshot.context.token : null });
    };
    report(auth.getSnapshot());
    const subscription = auth.subscribe(report);
    return () => subscription.unsubscribe();
  },
);

/**
 * Forwards what the socket actor emits (`server.event`, `server.quiet`, `private_message`, its ack,
 * `session_ended`, `reconnected`) to the root.
 */
const serverEvents = fromCallback<RootEvent, { socket: RootContext['socket'] }>(
  ({ input: { socket }, sendBack }) => {
    const subscriptions = [
      socket.on('server.event', ({ name, payload }) =>
        sendBack({ type: 'server.event', name, payload }),
      ),
      socket.on('server.quiet', ({ name }) => sendBack({ type: 'server.quiet', name })),
      socket.on('private_message', ({ message }) => sendBack({ type: 'private_message', message })),
      socket.on('private_message.ack', ({ ack }) => {
        if (ack.ok) sendBack({ type: 'private_message.stored' });
      }),
      socket.on('session_ended', ({ ended }) => sendBack({ type: 'session_ended', ended })),
      socket.on('reconnected', () => sendBack({ type: 'realtime.reconnected' })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);

export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as RootContext,
    events: {} as RootEvent,
  },
  actors: {
    auth: authMachine,
    socket: socketMachine,
    profileDialog: profileDialogMachine,
    payment: pendingPaymentMachine,
    notifications: notificationsMachine,
    chat: chatMachine,
    sessionWatcher,
    serverEvents,
  },
  actions: {
    /** Cached server data belongs to one user: a different (or no) user starts from empty. */
    clearCache: () => {},
    /** What a server event changed is refetched (see socket-invalidation.ts). */
    invalidate: (_, _params: { name: NotifyingEventName | QuietName | 'private_message' }) => {},
    /** Everything any server event refreshes is refetched (see socket-invalidation.ts). */
    reconcile: () => {},
  },
}).createMachine({
  id: 'root',
  context: ({ input, spawn }) => ({
    socket: spawn('socket', { id: 'socket', systemId: 'socket' }),
    profileDialog: spawn('profileDialog', { id: 'profileDialog', systemId: 'profileDialog' }),
    payment: spawn('payment', { id: 'payment', systemId: 'payment' }),
    auth: spawn('auth', { id: 'auth', systemId: 'auth', input: { token: input.token } }),
    userId: undefined,
    notifications: null,
    chat: spawn('chat', { id: 'chat', systemId: 'chat', input: {} }),
  }),
  // The children are handed over typed (their refs in the context), never looked up by systemId.
  invoke: [
    { src: 'serverEvents', input: ({ context }) => ({ socket: context.socket }) },
    { src: 'sessionWatcher', input: ({ context }) => ({ auth: context.auth }) },
  ],
  on: {
    'session.changed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = event.user?._id ?? null;
        if (context.userId !== undefined) enqueue('clearCache');
        if (context.notifications) enqueue.stopChild(context.notifications);
        enqueue.stopChild(context.chat);
        if (event.user && event.token) {
          enqueue.sendTo(context.socket, {
            type: 'session.started',
            userId: event.user._id,
            token: event.token,
          });
        } else {
          enqueue.sendTo(context.socket, { type: 'session.ended' });
          enqueue.sendTo(context.profileDialog, { type: 'dialog.close' });
        }
        enqueue.assign(({ spawn }) => ({
          userId: id,
          notifications: id
            ? spawn('notifications', { id: 'notifications', systemId: 'notifications' })
            : null,
          chat: spawn('chat', { id: 'chat', systemId: 'chat', input: { userId: id ?? undefined } }),
        }));
      }),
    },
    'server.event': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // The event carries the notification the server stored for it, whole: the bell shows it.
        if (context.notifications) {
          enqueue.sendTo(context.notifications, {
            type: 'notification.stored',
            notification: event.payload.notification,
          });
        }
        enqueue({ type: 'invalidate', params: { name: event.name } });
      }),
    },
    'server.quiet': {
      actions: { type: 'invalidate', params: ({ event }) => ({ name: event.name }) },
    },
    // Deactivation shows spec §8's own deactivated alert; another reason says the server's words.
    session_ended: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.sendTo(
          context.auth,
          event.ended.reason === 'deactivated'
            ? { type: 'session.deactivated' }
            : { type: 'session.revoked', message: event.ended.message },
        );
      }),
    },
    private_message: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Only the addressee's copy carries the bell note; the sender's other tabs just refresh.
        const { notification } = event.message;
        if (context.notifications && notification) {
          enqueue.sendTo(context.notifications, { type: 'notification.stored', notification });
        }
        enqueue({ type: 'invalidate', params: { name: 'private_message' } });
      }),
    },
    'private_message.stored': {
      actions: { type: 'invalidate', params: { name: 'private_message' } },
    },
    'realtime.reconnected': {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.notifications) {
          enqueue.sendTo(context.notifications, { type: 'notifications.refresh' });
        }
        enqueue('reconcile');
      }),
    },
  },
});

export type RootActor = ActorRefFrom<typeof rootMachine>;
