import { configure, getConfig } from '@campus/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, type Actor } from 'xstate';
import { authMachine } from '../features/identity/auth.machine';
import { notificationsMachine } from '../features/notifications/notifications.machine';
import { pendingPaymentMachine } from '../features/payments/pending-payment.machine';
import { profileDialogMachine } from '../features/identity/profile-dialog.machine';
import { socketMachine } from '../features/realtime/socket.machine';
import { chatMachine } from '../features/support/chat.machine';
import type { FeedbackStore } from './feedback/feedback-store';
import { appNavigate } from './navigation';

export interface RootActorDeps {
  feedback: FeedbackStore;
  queryClient: QueryClient;
  navigate?: (to: string) => void;
}

/** Actors that belong to one signed-in user (or the visitor) and end with that session. */
export interface SessionActors {
  userId: string | null;
  notifications: Actor<typeof notificationsMachine> | null;
  chat: Actor<typeof chatMachine>;
}

/** Socket events that change what screens show: their cached data is refetched. */
const staleAfter: Record<string, readonly string[][]> = {
  live_class_created: [['liveclasses'], ['dashboard']],
  live_class_started: [['liveclasses'], ['dashboard']],
  live_class_ended: [['liveclasses'], ['dashboard']],
  task_created: [['dashboard']],
  task_approved: [['dashboard']],
  task_rejected: [['dashboard']],
  task_modification_request: [['dashboard']],
  task_submitted: [['dashboard']],
  task_deadline_passed: [['dashboard']],
};

/**
 * Creates the app's long-lived actors once, wires their effects to the browser (navigation,
 * toasts, alerts), points the SDK's global callbacks at them, and keeps the per-user actors
 * (notifications, chat) and the socket in step with the session. Nothing here runs at import.
 */
export function createRootActors({ feedback, queryClient, navigate = appNavigate }: RootActorDeps) {
  const auth = createActor(
    authMachine.provide({
      actions: {
        navigate: (_, params) => navigate(params.to),
        showToast: (_, params) => feedback.showToast(params),
        showAlert: (_, params) => feedback.showAlert(params.message),
      },
    }),
    { input: { token: getConfig().tokenStore.get() } },
  );

  const socket = createActor(socketMachine);

  const profileDialog = createActor(
    profileDialogMachine.provide({
      actions: {
        notify: (_, params) => feedback.showToast(params),
        userUpdated: (_, params) => auth.send({ type: 'user.updated', user: params.user }),
        tokenRefreshed: (_, params) => {
          auth.send({ type: 'token.refreshed', token: params.token });
          socket.send({ type: 'token.refreshed', token: params.token });
        },
      },
    }),
  );

  const payment = createActor(pendingPaymentMachine);

  const createChat = (userId: string | null) =>
    createActor(
      chatMachine.provide({ actions: { navigate: (_, params) => navigate(params.to) } }),
      { input: { userId: userId ?? undefined } },
    ).start();

  const createNotifications = () =>
    createActor(
      notificationsMachine.provide({ actions: { navigate: (_, params) => navigate(params.to) } }),
    ).start();

  let session: SessionActors = { userId: null, notifications: null, chat: createChat(null) };
  const listeners = new Set<() => void>();
  const setSession = (next: SessionActors) => {
    session = next;
    listeners.forEach((l) => l());
  };

  // Spec §8 "Global": the SDK already removed the token; the auth actor forgets the user and
  // sends them to /login (with the deactivated alert first, when that was the cause).
  configure({
    baseURL: '',
    onUnauthorized: () => auth.send({ type: 'session.unauthorized' }),
    onDeactivated: () => auth.send({ type: 'session.deactivated' }),
  });

  socket.on('server.event', (event) => {
    session.notifications?.send({
      type: 'notification.received',
      event: event.name,
      payload: event.payload,
    });
    for (const queryKey of staleAfter[event.name] ?? []) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  // The session decides who the socket, the bell and the chat belong to. A different (or no)
  // user also starts from an empty cache: cached server data belongs to one user.
  let known: string | null | undefined;
  auth.subscribe((snapshot) => {
    const user = snapshot.matches('authenticated') ? snapshot.context.user : null;
    const id = user?._id ?? null;
    if (snapshot.matches('loading') || id === known) return;
    const first = known === undefined;
    known = id;
    if (!first) queryClient.clear();
    session.notifications?.stop();
    session.chat.stop();
    if (user && snapshot.context.token) {
      socket.send({ type: 'session.started', userId: user._id, token: snapshot.context.token });
    } else {
      socket.send({ type: 'session.ended' });
      profileDialog.send({ type: 'dialog.close' });
    }
    setSession({
      userId: id,
      notifications: user ? createNotifications() : null,
      chat: createChat(id),
    });
  });

  return {
    auth,
    socket,
    profileDialog,
    payment,
    session: {
      get: () => session,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    start() {
      socket.start();
      profileDialog.start();
      payment.start();
      auth.start();
    },
  };
}

export type RootActors = ReturnType<typeof createRootActors>;
