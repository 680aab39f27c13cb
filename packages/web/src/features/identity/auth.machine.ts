/**
 * The session: who is signed in, and the login, registration and logout flows (spec §4, §8).
 *
 * States: `loading` (a stored token is being checked) → `authenticated` | `loggedOut`.
 *
 * Wiring contract (the app, src/app, does this once):
 * - Create the actor with `input: { token: tokenStore.get() }`. Nothing runs at import time.
 * - `.provide({ actions })`: `navigate` (wouter's navigate), `showToast` and `showAlert` (the UI
 *   kit's toasts and alert). `storeToken` / `removeToken` default to the SDK's token store
 *   (localStorage key `token`); `fetchCurrentUser`, `logIn`, `register` and `logOut` default to
 *   the SDK calls. Tests and stories replace them with fakes.
 * - SDK `configure({ onUnauthorized, onDeactivated })` forwards to this actor as
 *   `session.unauthorized` and `session.deactivated` (the SDK has already removed the token).
 * - The profile dialog's `userUpdated` / `tokenRefreshed` callbacks are forwarded as
 *   `user.updated` and `token.refreshed`.
 * - The actor emits `login.throttled` ({ retryAfterMinutes }) on a 429; the login form starts its
 *   retry countdown from it (login-retry.machine.ts).
 * - The socket machine follows this actor: `session.started` while `authenticated` with a token,
 *   `session.ended` when it leaves it.
 */
import {
  DEFAULT_RETRY_AFTER_MINUTES,
  getConfig,
  getMe,
  isDeactivated,
  login,
  loginErrorMessage,
  logout,
  normalizeError,
  register,
  registrationErrorMessage,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@campus/sdk';
import { assign, emit, fromPromise, setup } from 'xstate';
import { landingPath, paths } from '../../config/paths';
import type { ToastRequest } from '../../lib/feedback';

/** Spec §8/§9 texts and timings of this flow. */
export const authMessages = {
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful!',
  logoutSuccess: 'Logged out successfully',
  deactivatedAlert: 'Your account has been deactivated. Please contact administrator.',
  deactivatedModalTitle: 'Account Deactivated',
  deactivatedModalBody:
    'Your account has been deactivated by an administrator. Please contact the admin for assistance.',
} as const;

export const authTimings = {
  /** Error toasts on a 400 (spec §9). */
  badRequestToastMs: 5000,
  /** Error toasts on a 429 (spec §9). */
  throttledToastMs: 8000,
  /** Other errors: not given by the spec; the 400 duration is the least surprising. */
  defaultErrorToastMs: 5000,
  /** The Account Deactivated modal closes itself (spec §8, §9). */
  deactivatedModalMs: 10_000,
} as const;

/** Spec §2: admins land on /admin, everyone else on /dashboard (roles compared case-insensitively). */
export function landingRoute(user: Pick<User, 'role'>): string {
  return landingPath(user.role);
}

/** How long an error toast for this HTTP status stays (spec §9). */
export function errorToastDuration(status: number): number {
  if (status === 400) return authTimings.badRequestToastMs;
  if (status === 429) return authTimings.throttledToastMs;
  return authTimings.defaultErrorToastMs;
}

/** The toast of a failed login: the §8 text, lasting as long as §9 says for its status. */
export function loginErrorToast(error: unknown): ToastRequest {
  return {
    tone: 'error',
    message: loginErrorMessage(error),
    durationMs: errorToastDuration(normalizeError(error).status),
  };
}

export interface AuthContext {
  user: User | null;
  token: string | null;
  /** The last login or registration failure, for the form to show inline (the toast says it too). */
  error: string | null;
}

export interface AuthInput {
  /** The stored token at start (the SDK token store), or null. */
  token: string | null;
}

export type AuthEvent =
  | { type: 'credentials.submit'; credentials: LoginRequest }
  | { type: 'registration.submit'; registration: RegisterRequest }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.deactivated' }
  /** The server ended the session for another reason (role change, mentor rejected): its words. */
  | { type: 'session.revoked'; message: string }
  | { type: 'user.updated'; user: User }
  | { type: 'token.refreshed'; token: string }
  | { type: 'deactivatedModal.close' };

export type AuthEmitted = { type: 'login.throttled'; retryAfterMinutes: number };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: {
    fetchCurrentUser: fromPromise<User>(async () => (await getMe()).user),
    logIn: fromPromise<AuthResponse, LoginRequest>(({ input }) => login(input)),
    register: fromPromise<AuthResponse, RegisterRequest>(({ input }) => register(input)),
    logOut: fromPromise<void>(() => logout()),
  },
  actions: {
    storeToken: (_, params: { token: string }) => getConfig().tokenStore.set(params.token),
    removeToken: () => getConfig().tokenStore.remove(),
    // The app supplies these three; the defaults do nothing so a story without them still renders.
    navigate: (_, _params: { to: string }) => {},
    showToast: (_, _params: ToastRequest) => {},
    showAlert: (_, _params: { message: string }) => {},
    forgetSession: assign({ user: null, token: null }),
    // A successful login or registration: the user and token in context (storeToken keeps it).
    beginSession: assign((_, session: AuthResponse) => ({
      user: session.user,
      token: session.token,
      error: null,
    })),
    recordLoginError: assign((_, params: { error: unknown }) => ({
      error: loginErrorMessage(params.error),
    })),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    isDeactivatedError: (_, params: { error: unknown }) =>
      isDeactivated(normalizeError(params.error)),
    isThrottledError: (_, params: { error: unknown }) =>
      normalizeError(params.error).status === 429,
  },
  delays: {
    deactivatedModal: authTimings.deactivatedModalMs,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: null, token: input.token, error: null }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'checkingToken',
      on: {
        // The SDK already removed the token; spec §8 "Global".
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['forgetSession', { type: 'navigate', params: { to: paths.login.href() } }],
        },
        'session.deactivated': {
          target: 'loggedOut',
          actions: [
            'removeToken',
            'forgetSession',
            { type: 'showAlert', params: { message: authMessages.deactivatedAlert } },
            { type: 'navigate', params: { to: paths.login.href() } },
          ],
        },
      },
      states: {
        checkingToken: {
          always: [{ guard: 'hasToken', target: 'fetchingUser' }, { target: '#auth.loggedOut' }],
        },
        fetchingUser: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: {
              target: '#auth.authenticated',
              actions: assign({ user: ({ event }) => event.output }),
            },
            // Spec §4: a failed check removes the token and logs out.
            onError: { target: '#auth.loggedOut', actions: ['removeToken', 'forgetSession'] },
          },
        },
      },
    },

    authenticated: {
      initial: 'active',
      on: {
        'session.unauthorized': {
          target: 'loggedOut',
          actions: ['forgetSession', { type: 'navigate', params: { to: paths.login.href() } }],
        },
        'session.deactivated': {
          target: 'loggedOut',
          actions: [
            'removeToken',
            'forgetSession',
            { type: 'showAlert', params: { message: authMessages.deactivatedAlert } },
            { type: 'navigate', params: { to: paths.login.href() } },
          ],
        },
        'session.revoked': {
          target: 'loggedOut',
          actions: [
            'removeToken',
            'forgetSession',
            { type: 'showAlert', params: ({ event }) => ({ message: event.message }) },
            { type: 'navigate', params: { to: paths.login.href() } },
          ],
        },
        'user.updated': { actions: assign({ user: ({ event }) => event.user }) },
        'token.refreshed': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
      states: {
        active: {
          on: { 'session.logout': 'loggingOut' },
        },
        loggingOut: {
          // The server revokes every token of the user; whatever it answers, this browser logs out.
          invoke: {
            id: 'logOut',
            src: 'logOut',
            onDone: {
              target: '#auth.loggedOut',
              actions: [
                'removeToken',
                'forgetSession',
                {
                  type: 'showToast',
                  params: { tone: 'success', message: authMessages.logoutSuccess },
                },
                { type: 'navigate', params: { to: '/' } },
              ],
            },
            onError: {
              target: '#auth.loggedOut',
              actions: [
                'removeToken',
                'forgetSession',
                {
                  type: 'showToast',
                  params: { tone: 'success', message: authMessages.logoutSuccess },
                },
                { type: 'navigate', params: { to: '/' } },
              ],
            },
          },
          on: {
            // The logout call's own 401 (an already revoked token) must not send the user to /login.
            'session.unauthorized': {},
          },
        },
      },
    },

    loggedOut: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'credentials.submit': {
              target: 'loggingIn',
              actions: assign({ error: null }),
            },
            'registration.submit': {
              target: 'registering',
              actions: assign({ error: null }),
            },
          },
        },
        loggingIn: {
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              if (event.type !== 'credentials.submit') throw new Error(event.type);
              return event.credentials;
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'beginSession', params: ({ event }) => event.output },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                {
                  type: 'showToast',
                  params: { tone: 'success', message: authMessages.loginSuccess },
                },
                {
                  type: 'navigate',
                  params: ({ event }) => ({ to: landingRoute(event.output.user) }),
                },
              ],
            },
            onError: [
              {
                // Spec §8: the login call's own deactivated 403 opens the modal, no toast.
                guard: {
                  type: 'isDeactivatedError',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'accountDeactivated',
              },
              {
                guard: {
                  type: 'isThrottledError',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'idle',
                actions: [
                  { type: 'recordLoginError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'showToast', params: ({ event }) => loginErrorToast(event.error) },
                  emit(({ event }) => ({
                    type: 'login.throttled' as const,
                    retryAfterMinutes:
                      normalizeError(event.error).retryAfter ?? DEFAULT_RETRY_AFTER_MINUTES,
                  })),
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'recordLoginError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'showToast', params: ({ event }) => loginErrorToast(event.error) },
                ],
              },
            ],
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              if (event.type !== 'registration.submit') throw new Error(event.type);
              return event.registration;
            },
            onDone: {
              target: '#auth.authenticated',
              actions: [
                { type: 'beginSession', params: ({ event }) => event.output },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
                {
                  type: 'showToast',
                  params: { tone: 'success', message: authMessages.registrationSuccess },
                },
                { type: 'navigate', params: { to: paths.dashboard.href() } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => registrationErrorMessage(event.error) }),
                {
                  type: 'showToast',
                  params: ({ event }) => ({
                    tone: 'error' as const,
                    message: registrationErrorMessage(event.error),
                    durationMs: errorToastDuration(normalizeError(event.error).status),
                  }),
                },
              ],
            },
          },
        },
        accountDeactivated: {
          after: { deactivatedModal: 'idle' },
          on: { 'deactivatedModal.close': 'idle' },
        },
      },
    },
  },
});

// The selectors live apart from the machine, so a screen can read an actor without loading XState.
export {
  selectUser,
  selectIsLoading,
  selectIsAuthenticated,
  selectIsSubmitting,
  selectAuthError,
  selectIsDeactivatedModalOpen,
} from './auth.selectors';
