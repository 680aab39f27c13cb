import type { AuthResponse, LoginRequest, RegisterRequest, User } from '@campus/sdk';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { campusError, fakePromise } from '../../testing/fake-actors';
import { makeUser } from '../../testing/fixtures';
import {
  createStateRecorder,
  doneEvent,
  errorEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import { authMachine, authMessages, landingRoute, type AuthEmitted } from './auth.machine';

const recorder = createStateRecorder();

function setupAuth(token: string | null = null) {
  const fetchCurrentUser = fakePromise<User>();
  const logIn = fakePromise<AuthResponse, LoginRequest>();
  const register = fakePromise<AuthResponse, RegisterRequest>();
  const logOut = fakePromise<void>();
  const spies = {
    storeToken: vi.fn(),
    removeToken: vi.fn(),
    navigate: vi.fn(),
    showToast: vi.fn(),
    showAlert: vi.fn(),
  };
  const clock = new SimulatedClock();
  const machine = authMachine.provide({
    actors: {
      fetchCurrentUser: fetchCurrentUser.logic,
      logIn: logIn.logic,
      register: register.logic,
      logOut: logOut.logic,
    },
    actions: {
      storeToken: (_, params) => spies.storeToken(params.token),
      removeToken: () => spies.removeToken(),
      navigate: (_, params) => spies.navigate(params.to),
      showToast: (_, params) => spies.showToast(params),
      showAlert: (_, params) => spies.showAlert(params.message),
    },
  });
  const actor = recorder.visit(createActor(machine, { input: { token }, clock }));
  const emitted: AuthEmitted[] = [];
  actor.on('login.throttled', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, spies, emitted, fetchCurrentUser, logIn, register, logOut };
}

type Harness = ReturnType<typeof setupAuth>;

async function loggedIn(user: User = makeUser()): Promise<Harness> {
  const h = setupAuth('stored-token');
  h.fetchCurrentUser.last().resolve(user);
  await waitFor(h.actor, (s) => s.matches('authenticated'));
  return h;
}

async function failLogin(error: unknown): Promise<Harness> {
  const h = setupAuth();
  h.actor.send({
    type: 'credentials.submit',
    credentials: { email: 'a@example.com', password: 'wrong-pass' },
  });
  h.logIn.last().reject(error);
  await waitFor(h.actor, (s) => !s.matches({ loggedOut: 'loggingIn' }));
  return h;
}

const credentials = { email: 'asha@example.com', password: 'secret-1' };

let harness: Harness | undefined;
beforeEach(() => {
  harness?.actor.stop();
  harness = undefined;
});

describe('auth machine: start (spec §4)', () => {
  it('without a stored token it is logged out at once and fetches nothing', () => {
    const h = (harness = setupAuth(null));
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.fetchCurrentUser.calls).toHaveLength(0);
  });

  it('with a stored token it loads the current user, then is authenticated', async () => {
    const h = (harness = setupAuth('stored-token'));
    expect(h.actor.getSnapshot().value).toEqual({ loading: 'fetchingUser' });
    const user = makeUser();
    h.fetchCurrentUser.last().resolve(user);
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(h.actor.getSnapshot().context.user).toEqual(user);
    expect(h.actor.getSnapshot().context.token).toBe('stored-token');
    expect(h.spies.navigate).not.toHaveBeenCalled();
  });

  it('a failed user fetch removes the token and logs out', async () => {
    const h = (harness = setupAuth('stale-token'));
    h.fetchCurrentUser.last().reject(campusError(500));
    await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(h.spies.removeToken).toHaveBeenCalledTimes(1);
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, token: null });
  });

  it('a 401 while loading logs out to /login', () => {
    const h = (harness = setupAuth('stale-token'));
    h.actor.send({ type: 'session.unauthorized' });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.spies.navigate).toHaveBeenCalledWith('/login');
  });

  it('a deactivated 403 while loading alerts and logs out to /login', () => {
    const h = (harness = setupAuth('stale-token'));
    h.actor.send({ type: 'session.deactivated' });
    expect(h.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(h.spies.showAlert).toHaveBeenCalledWith(
      'Your account has been deactivated. Please contact administrator.',
    );
    expect(h.spies.navigate).toHaveBeenCalledWith('/login');
    expect(h.spies.removeToken).toHaveBeenCalled();
  });
});

describe('auth machine: login (spec §2, §8)', () => {
  it('stores the token, says "Login successful!" and lands a student on /dashboard', async () => {
    const h = (harness = setupAuth());
    h.actor.send({ type: 'credentials.submit', credentials });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'loggingIn' });
    expect(h.logIn.last().input).toEqual(credentials);
    const user = makeUser();
    h.logIn.last().resolve({ user, token: 'new-token' });
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(h.spies.storeToken).toHaveBeenCalledWith('new-token');
    expect(h.spies.showToast).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Login successful!',
    });
    expect(h.spies.navigate).toHaveBeenCalledWith('/dashboard');
    expect(h.actor.getSnapshot().context).toMatchObject({ user, token: 'new-token', error: null });
  });

  it.each([
    ['admin', '/admin'],
    ['ADMIN', '/admin'],
    ['mentor', '/dashboard'],
    ['instructor', '/dashboard'],
    ['student', '/dashboard'],
  ])('a %s lands on %s', async (role, route) => {
    expect(landingRoute({ role: role as User['role'] })).toBe(route);
    const h = (harness = setupAuth());
    h.actor.send({ type: 'credentials.submit', credentials });
    h.logIn.last().resolve({ user: makeUser({ role: role as User['role'] }), token: 't' });
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(h.spies.navigate).toHaveBeenCalledWith(route);
  });

  it.each([
    [
      '400 with an errors list',
      campusError(400, { errors: [{ msg: 'Email is invalid' }, { msg: 'Password is required' }] }),
      'Validation failed: Email is invalid, Password is required',
      5000,
    ],
    [
      '400 with a message',
      campusError(400, { message: 'Email and password are required' }),
      'Email and password are required',
      5000,
    ],
    [
      'other 400',
      campusError(400),
      'Invalid request data. Please check your email and password.',
      5000,
    ],
    [
      '429 with retryAfter',
      campusError(429, { message: 'Too many', retryAfter: 3 }),
      'Too many login attempts. Please wait 3 minutes before trying again.',
      8000,
    ],
    [
      '429 without retryAfter (default 15)',
      campusError(429),
      'Too many login attempts. Please wait 15 minutes before trying again.',
      8000,
    ],
    ['500', campusError(500, { message: 'boom' }), 'Server error. Please try again later.', 5000],
    [
      'other response with a server message',
      campusError(401, { message: 'Invalid email or password' }),
      'Invalid email or password',
      5000,
    ],
    [
      'other response without a message',
      campusError(404),
      'Login failed. Please check your credentials.',
      5000,
    ],
    ['no response', campusError(0), 'Network error. Please check your connection.', 5000],
  ])('%s → "%s" for %i ms', async (_case, error, message, durationMs) => {
    const h = (harness = await failLogin(error));
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.actor.getSnapshot().context.error).toBe(message);
    expect(h.spies.showToast).toHaveBeenCalledWith({ tone: 'error', message, durationMs });
    expect(h.spies.storeToken).not.toHaveBeenCalled();
    expect(h.spies.navigate).not.toHaveBeenCalled();
  });

  it('a 429 emits login.throttled with the retry window, 15 minutes by default', async () => {
    const h = (harness = await failLogin(campusError(429, { retryAfter: 7 })));
    expect(h.emitted).toEqual([{ type: 'login.throttled', retryAfterMinutes: 7 }]);
    const d = await failLogin(campusError(429));
    expect(d.emitted).toEqual([{ type: 'login.throttled', retryAfterMinutes: 15 }]);
    d.actor.stop();
  });

  it('other failures do not start a countdown', async () => {
    const h = (harness = await failLogin(campusError(400)));
    expect(h.emitted).toEqual([]);
  });

  it('a deactivated 403 opens the Account Deactivated modal (no toast), closed after 10 s', async () => {
    const h = (harness = await failLogin(
      campusError(403, { message: 'Your account has been deactivated' }),
    ));
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'accountDeactivated' });
    expect(h.spies.showToast).not.toHaveBeenCalled();
    expect(authMessages.deactivatedModalTitle).toBe('Account Deactivated');
    h.clock.increment(9_999);
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'accountDeactivated' });
    h.clock.increment(1);
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('the Account Deactivated modal can be closed by hand', async () => {
    const h = (harness = await failLogin(campusError(403, { message: 'Account deactivated' })));
    h.actor.send({ type: 'deactivatedModal.close' });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('a 403 that is not about deactivation is an ordinary login error', async () => {
    const h = (harness = await failLogin(campusError(403, { message: 'Forbidden' })));
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.spies.showToast).toHaveBeenCalledWith({
      tone: 'error',
      message: 'Forbidden',
      durationMs: 5000,
    });
  });

  it('a 401 of the login call itself does not redirect (it is a login error)', async () => {
    const h = (harness = setupAuth());
    h.actor.send({ type: 'credentials.submit', credentials });
    h.actor.send({ type: 'session.unauthorized' });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'loggingIn' });
    expect(h.spies.navigate).not.toHaveBeenCalled();
  });

  it('a new attempt clears the previous error', async () => {
    const h = (harness = await failLogin(campusError(400)));
    h.actor.send({ type: 'credentials.submit', credentials });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });
});

describe('auth machine: registration (spec §2, §8)', () => {
  const registration = { name: 'Asha Rao', email: 'asha@example.com', password: 'secret-1' };

  it('stores the token, says "Registration successful!" and lands on /dashboard', async () => {
    const h = (harness = setupAuth());
    h.actor.send({ type: 'registration.submit', registration });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'registering' });
    expect(h.register.last().input).toEqual(registration);
    h.register.last().resolve({ user: makeUser({ role: 'admin' }), token: 'reg-token' });
    await waitFor(h.actor, (s) => s.matches('authenticated'));
    expect(h.spies.storeToken).toHaveBeenCalledWith('reg-token');
    expect(h.spies.showToast).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Registration successful!',
    });
    // Registration always lands on /dashboard, whatever the role.
    expect(h.spies.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it.each([
    [
      '429',
      campusError(429, { retryAfter: 4 }),
      'Too many registration attempts. Please wait 4 minutes before trying again.',
      8000,
    ],
    [
      '429 without retryAfter',
      campusError(429),
      'Too many registration attempts. Please wait 15 minutes before trying again.',
      8000,
    ],
    [
      '400 with a message',
      campusError(400, { message: 'Email already registered' }),
      'Email already registered',
      5000,
    ],
    [
      '400 with errors',
      campusError(400, { errors: [{ msg: 'Email already in use' }] }),
      'Validation failed: Email already in use',
      5000,
    ],
    [
      '500 without a message',
      campusError(503),
      'Registration failed. Please check your information.',
      5000,
    ],
    ['no response', campusError(0), 'Network error. Please check your connection.', 5000],
  ])('%s → "%s"', async (_case, error, message, durationMs) => {
    const h = (harness = setupAuth());
    h.actor.send({ type: 'registration.submit', registration });
    h.register.last().reject(error);
    await waitFor(h.actor, (s) => s.matches({ loggedOut: 'idle' }));
    expect(h.actor.getSnapshot().context.error).toBe(message);
    expect(h.spies.showToast).toHaveBeenCalledWith({ tone: 'error', message, durationMs });
    expect(h.emitted).toEqual([]);
  });
});

describe('auth machine: signed in (spec §4, §8 Global)', () => {
  it('logout calls the server, removes the token, says so and lands on /', async () => {
    const h = (harness = await loggedIn());
    h.actor.send({ type: 'session.logout' });
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'loggingOut' });
    expect(h.spies.removeToken).not.toHaveBeenCalled();
    h.logOut.last().resolve();
    await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(h.spies.removeToken).toHaveBeenCalledTimes(1);
    expect(h.spies.showToast).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Logged out successfully',
    });
    expect(h.spies.navigate).toHaveBeenCalledWith('/');
    expect(h.actor.getSnapshot().context.user).toBeNull();
  });

  it('logout still logs this browser out when the server call fails', async () => {
    const h = (harness = await loggedIn());
    h.actor.send({ type: 'session.logout' });
    // The revoked token's own 401 must not send the user to /login instead of /.
    h.actor.send({ type: 'session.unauthorized' });
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'loggingOut' });
    h.logOut.last().reject(campusError(401));
    await waitFor(h.actor, (s) => s.matches('loggedOut'));
    expect(h.spies.removeToken).toHaveBeenCalled();
    expect(h.spies.navigate).toHaveBeenCalledTimes(1);
    expect(h.spies.navigate).toHaveBeenCalledWith('/');
  });

  it('a 401 from any call logs out to /login', async () => {
    const h = (harness = await loggedIn());
    h.actor.send({ type: 'session.unauthorized' });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.spies.navigate).toHaveBeenCalledWith('/login');
    expect(h.spies.showAlert).not.toHaveBeenCalled();
  });

  it('a deactivated 403 alerts the spec text, removes the token and logs out to /login', async () => {
    const h = (harness = await loggedIn());
    h.actor.send({ type: 'session.deactivated' });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.spies.removeToken).toHaveBeenCalled();
    expect(h.spies.showAlert).toHaveBeenCalledWith(
      'Your account has been deactivated. Please contact administrator.',
    );
    expect(h.spies.navigate).toHaveBeenCalledWith('/login');
  });

  it('a session the server ended for another reason says its words, removes the token and goes to /login', async () => {
    const h = (harness = await loggedIn());
    h.actor.send({
      type: 'session.revoked',
      message: 'Your role has changed. Please log in again.',
    });
    expect(h.actor.getSnapshot().value).toEqual({ loggedOut: 'idle' });
    expect(h.spies.removeToken).toHaveBeenCalled();
    expect(h.spies.showAlert).toHaveBeenCalledWith('Your role has changed. Please log in again.');
    expect(h.spies.navigate).toHaveBeenCalledWith('/login');
  });

  it('keeps the stored user and token up to date', async () => {
    const h = (harness = await loggedIn());
    const renamed = makeUser({ name: 'Asha R.' });
    h.actor.send({ type: 'user.updated', user: renamed });
    h.actor.send({ type: 'token.refreshed', token: 'fresh-token' });
    expect(h.actor.getSnapshot().context).toMatchObject({ user: renamed, token: 'fresh-token' });
    expect(h.spies.storeToken).toHaveBeenCalledWith('fresh-token');
  });
});

describe('auth machine: graph', () => {
  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const user = makeUser();
    const reachable = reachableStateKeys(authMachine, {
      input: { token: 'stored-token' },
      events: [
        { type: 'credentials.submit', credentials },
        {
          type: 'registration.submit',
          registration: { name: 'A', email: 'a@example.com', password: 'secret-1' },
        },
        { type: 'session.logout' },
        { type: 'session.unauthorized' },
        { type: 'session.deactivated' },
        { type: 'deactivatedModal.close' },
        doneEvent('fetchCurrentUser', user),
        doneEvent('logIn', { user, token: 't' }),
        errorEvent('logIn', campusError(403, { message: 'deactivated' })),
      ],
    });
    expect(reachable).toEqual([
      'authenticated.active',
      'authenticated.loggingOut',
      'loading.fetchingUser',
      'loggedOut.accountDeactivated',
      'loggedOut.idle',
      'loggedOut.loggingIn',
      'loggedOut.registering',
    ]);
    recorder.expectToCover(reachable);
    expectStoriesToCover('auth', reachable, {
      withoutStory: {
        'loading.fetchingUser':
          'the app shell shows it (a page-wide loading state); app/ has no stories yet',
        'authenticated.loggingOut': "the shell's logout control shows it; app/ has no stories yet",
      },
    });
  });
});

afterAll(() => harness?.actor.stop());
