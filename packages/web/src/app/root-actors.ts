import { getConfig } from '@campus/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, type Actor, type ActorRefFrom } from 'xstate';
import { authMachine } from '../features/identity/auth.machine';
import {
  selectIsAuthenticated,
  selectIsLoading,
  selectUser,
} from '../features/identity/auth.selectors';
import { loginRetryMachine } from '../features/identity/login-retry.machine';
import { notificationsMachine } from '../features/notifications/notifications.machine';
import { profileDialogMachine } from '../features/identity/profile-dialog.machine';
import { chatMachine } from '../features/support/chat.machine';
import type { FeedbackStore } from './feedback/feedback-store';
import { appNavigate } from './navigation';
import { rootMachine, type RootContext } from './root.machine';
import type { Session, SessionStatus } from './root-actors-loader';

export interface RootActorDeps {
  feedback: FeedbackStore;
  queryClient: QueryClient;
  navigate?: (to: string) => void;
  /** Where the browser says it is back online (the window). */
  online?: EventTarget;
}

/** Actors that belong to one signed-in user (or the visitor) and end with that session. */
export interface SessionActors {
  userId: string | null;
  notifications: ActorRefFrom<typeof notificationsMachine> | null;
  chat: ActorRefFrom<typeof chatMachine>;
}

/**
 * The root machine with the browser's effects provided (navigation, toasts, alerts, the query
 * cache). Nothing runs at import; the app loads this module when it first needs it
 * (root-actors-loader.ts), which points the SDK's global callbacks at its auth actor.
 */
export function createRootActors({
  feedback,
  queryClient,
  navigate = appNavigate,
  online = window,
}: RootActorDeps) {
  const goTo = (_: unknown, params: { to: string }) => navigate(params.to);
  // The children the profile dialog talks to, typed from the root's context (read when it acts).
  const children = () => root.getSnapshot().context;
  const root: Actor<typeof rootMachine> = createActor(
    rootMachine.provide({
      actors: {
        auth: authMachine.provide({
          actions: {
            navigate: goTo,
            showToast: (_, params) => feedback.showToast(params),
            showAlert: (_, params) => feedback.showAlert(params.message),
          },
        }),
        profileDialog: profileDialogMachine.provide({
          actions: {
            notify: (_, params) => feedback.showToast(params),
            userUpdated: (_, params) =>
              children().auth.send({ type: 'user.updated', user: params.user }),
            tokenRefreshed: (_, params) => {
              children().auth.send({ type: 'token.refreshed', token: params.token });
              children().socket.send({ type: 'token.refreshed', token: params.token });
            },
          },
        }),
        chat: chatMachine.provide({ actions: { navigate: goTo } }),
        notifications: notificationsMachine.provide({ actions: { navigate: goTo } }),
      },
      actions: {
        clearCache: () => queryClient.clear(),
        // The event → query-key map (and the features' key factories it names) loads with the first
        // server event, which only a signed-in session receives: not part of a visitor's first load.
        invalidate: (_, { name }) =>
          void import('./socket-invalidation').then((m) =>
            m.invalidateForServerEvent(queryClient, name),
          ),
        reconcile: () =>
          void import('./socket-invalidation').then((m) => m.invalidateAfterReconnect(queryClient)),
      },
    }),
    { input: { token: getConfig().tokenStore.get() } },
  );

  // Who is signed in, from the auth actor: one object per change, for useSyncExternalStore.
  let sessionSeen: Session = { status: 'loading', user: null };
  const getSessionState = (): Session => {
    const snapshot = root.getSnapshot().context.auth.getSnapshot();
    const status: SessionStatus = selectIsLoading(snapshot)
      ? 'loading'
      : selectIsAuthenticated(snapshot)
        ? 'authenticated'
        : 'loggedOut';
    const user = status === 'authenticated' ? selectUser(snapshot) : null;
    if (status !== sessionSeen.status || user !== sessionSeen.user) sessionSeen = { status, user };
    return sessionSeen;
  };

  // The per-user actors change with the session: one object per change, for useSyncExternalStore.
  let seen: RootContext | undefined;
  let session: SessionActors | undefined;
  const getSessionActors = (): SessionActors => {
    const context = root.getSnapshot().context;
    if (context !== seen || !session) {
      seen = context;
      const { userId, notifications, chat } = context;
      if (session?.chat !== chat || session.notifications !== notifications) {
        session = { userId: userId ?? null, notifications, chat };
      }
    }
    return session;
  };

  // The login form's 429 countdown: one for the page's life, so leaving /login and coming back
  // does not lift the wait the server asked for.
  const loginRetry = createActor(loginRetryMachine);

  return {
    root,
    loginRetry,
    get auth() {
      return root.getSnapshot().context.auth;
    },
    get socket() {
      return root.getSnapshot().context.socket;
    },
    get profileDialog() {
      return root.getSnapshot().context.profileDialog;
    },
    get payment() {
      return root.getSnapshot().context.payment;
    },
    /** Who is signed in (the auth actor is the one source of truth for the session). */
    session: {
      get: getSessionState,
      subscribe(listener: () => void) {
        const subscription = root.getSnapshot().context.auth.subscribe(listener);
        return () => subscription.unsubscribe();
      },
    },
    /** The per-user actors (the bell's, the chat's). */
    sessionActors: {
      get: getSessionActors,
      subscribe(listener: () => void) {
        const subscription = root.subscribe(listener);
        return () => subscription.unsubscribe();
      },
    },
    start() {
      root.start();
      loginRetry.start();
      // Back online: a socket that is offline tries again at once, not after its pause (the other
      // states ignore it).
      online.addEventListener('online', () =>
        root.getSnapshot().context.socket.send({ type: 'connection.retry' }),
      );
    },
  };
}

export type RootActors = ReturnType<typeof createRootActors>;
