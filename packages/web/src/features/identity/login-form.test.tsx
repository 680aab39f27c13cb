import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { server } from '../../testing/msw-server';
import { renderWidget } from '../../testing/render';
import { authMachine } from './auth.machine';
import { loginRetryMachine } from './login-retry.machine';
import { LoginForm } from './login-form';

afterEach(() => vi.useRealTimers());

function setup() {
  const toasts: unknown[] = [];
  const auth = createActor(
    authMachine.provide({
      actions: { showToast: (_, params) => toasts.push(params), storeToken: () => {} },
    }),
    { input: { token: null } },
  ).start();
  const retry = createActor(loginRetryMachine).start();
  const view = renderWidget(<LoginForm auth={auth} retry={retry} />);
  return { auth, toasts, ...view };
}

describe('LoginForm', () => {
  it('after a 429 the countdown blocks the form, ticks, and ends by itself', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Too many', retryAfter: 1 }, { status: 429 });
      }),
    );
    // Fake from the start (the countdown's interval is created under them); real time still flows
    // so user-event and MSW work.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { auth, toasts, user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const waiting = await screen.findByRole('button', { name: /Try again in (1:00|0:59)/ });
    expect(waiting).toBeDisabled();
    expect(toasts).toEqual([
      {
        tone: 'error',
        message: 'Too many login attempts. Please wait 1 minutes before trying again.',
        durationMs: 8000,
      },
    ]);
    // Enter in a field cannot get past the countdown either.
    await act(async () => {
      waiting.closest('form')?.requestSubmit();
    });
    expect(calls).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('retry-remaining')).toHaveTextContent(/^0:5[78]$/);
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    auth.stop();
  });

  it('shows a failed login inline until the next attempt', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    const { auth, user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    auth.stop();
  });

  it('works before the actors have loaded: a submit asks for them and goes once they are there', async () => {
    const logins: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const needActors = vi.fn(() => new Promise<never>(() => {}));
    const view = renderWidget(
      <LoginForm auth={undefined} retry={undefined} onNeedActors={needActors} />,
    );
    await view.user.type(screen.getByLabelText(/^Email/), ' asha@example.com ');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(needActors).toHaveBeenCalledTimes(1);
    // Busy while it waits; a second press sends nothing more.
    expect(screen.getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-busy', 'true');
    await view.user.click(screen.getByRole('button', { name: /Log in/ }));
    expect(needActors).toHaveBeenCalledTimes(1);
    expect(logins).toEqual([]);

    const auth = createActor(authMachine.provide({ actions: { showToast: () => {} } }), {
      input: { token: null },
    }).start();
    const retry = createActor(loginRetryMachine).start();
    view.rerender(<LoginForm auth={auth} retry={retry} onNeedActors={needActors} />);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(logins).toEqual([{ email: 'asha@example.com', password: 'secret-1' }]);
    auth.stop();
  });

  it('says so when the actors cannot be loaded, and can be sent again', async () => {
    const needActors = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockReturnValue(new Promise(() => {}));
    const view = renderWidget(
      <LoginForm auth={undefined} retry={undefined} onNeedActors={needActors} />,
    );
    await view.user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await view.user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Network error. Please check your connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(needActors).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Network error. Please check your connection.')).toBeNull();
  });
});
