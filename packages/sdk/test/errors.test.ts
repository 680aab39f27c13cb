import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  configure,
  createTokenStore,
  login,
  loginErrorMessage,
  normalizeError,
  register,
  registrationErrorMessage,
} from '../src/index';

// Real HTTP through the configured axios instance, answered by MSW: the texts are what a user reads.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
configure({ baseURL: 'http://api.test', tokenStore: createTokenStore(undefined) });

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network';

async function failLogin(answer: Answer): Promise<unknown> {
  server.use(
    mswHttp.post('*/api/auth/login', () =>
      answer === 'network'
        ? HttpResponse.error()
        : HttpResponse.json(answer.body ?? null, {
            status: answer.status,
            headers: answer.headers,
          }),
    ),
  );
  return login({ email: 'asha@campus.test', password: 'wrong' }).then(
    () => expect.unreachable('login should fail'),
    (e: unknown) => e,
  );
}

async function failRegister(answer: Answer): Promise<unknown> {
  server.use(
    mswHttp.post('*/api/auth/register', () =>
      answer === 'network'
        ? HttpResponse.error()
        : HttpResponse.json(answer.body ?? null, {
            status: answer.status,
            headers: answer.headers,
          }),
    ),
  );
  return register({ name: 'Asha', email: 'asha@campus.test', password: 'secret1' }).then(
    () => expect.unreachable('register should fail'),
    (e: unknown) => e,
  );
}

describe('login error catalogue (spec §8 Login)', () => {
  it.each<[string, Answer, string]>([
    [
      '400 with an errors list',
      {
        status: 400,
        body: {
          message: 'Bad input',
          errors: [
            { msg: 'Email is invalid', path: 'email' },
            { msg: 'Password is required', path: 'password' },
          ],
        },
      },
      'Validation failed: Email is invalid, Password is required',
    ],
    [
      '400 with a message',
      { status: 400, body: { message: 'Invalid email or password' } },
      'Invalid email or password',
    ],
    [
      'other 400',
      { status: 400, body: {} },
      'Invalid request data. Please check your email and password.',
    ],
    [
      '429 with retryAfter',
      { status: 429, body: { message: 'slow down', retryAfter: 7 } },
      'Too many login attempts. Please wait 7 minutes before trying again.',
    ],
    [
      '429 without retryAfter (default 15)',
      { status: 429, body: { message: 'slow down' } },
      'Too many login attempts. Please wait 15 minutes before trying again.',
    ],
    [
      '429 with only a Retry-After header (seconds → minutes)',
      { status: 429, body: {}, headers: { 'Retry-After': '120' } },
      'Too many login attempts. Please wait 2 minutes before trying again.',
    ],
    ['500', { status: 500, body: { message: 'db down' } }, 'Server error. Please try again later.'],
    [
      'another status with a message',
      { status: 404, body: { message: 'No such account' } },
      'No such account',
    ],
    [
      'another status without a message',
      { status: 418, body: {} },
      'Login failed. Please check your credentials.',
    ],
    ['no response', 'network', 'Network error. Please check your connection.'],
  ])('%s', async (_name, answer, text) => {
    expect(loginErrorMessage(await failLogin(answer))).toBe(text);
  });

  it('keeps retryAfter in minutes on the normalised error for the countdown', async () => {
    const error = normalizeError(
      await failLogin({ status: 429, body: { message: 'x', retryAfter: 3 } }),
    );
    expect(error).toMatchObject({ status: 429, retryAfter: 3 });
  });
});

describe('registration error catalogue (spec §8 Registration)', () => {
  it.each<[string, Answer, string]>([
    [
      '429 mentions registration attempts',
      { status: 429, body: { message: 'x', retryAfter: 15 } },
      'Too many registration attempts. Please wait 15 minutes before trying again.',
    ],
    [
      'failure with a server message',
      { status: 400, body: { message: 'Email already registered' } },
      'Email already registered',
    ],
    [
      'validation errors',
      { status: 400, body: { message: 'x', errors: [{ msg: 'Name is required', path: 'name' }] } },
      'Validation failed: Name is required',
    ],
    [
      'failure without a message',
      { status: 500, body: {} },
      'Registration failed. Please check your information.',
    ],
    ['no response', 'network', 'Network error. Please check your connection.'],
  ])('%s', async (_name, answer, text) => {
    expect(registrationErrorMessage(await failRegister(answer))).toBe(text);
  });
});
