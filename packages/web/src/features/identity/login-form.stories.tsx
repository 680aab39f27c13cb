import { getLoginMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUser } from '../../testing/fixtures';
import { createEffectLog, EffectLogView, useStoryActor } from '../../testing/story-kit';
import { authMachine } from './auth.machine';
import { loginRetryMachine } from './login-retry.machine';
import { DeactivatedModal } from './deactivated-modal';
import { LoginForm } from './login-form';

/**
 * The login form against the SDK's real login call, answered by MSW: each story is one row of
 * the spec's §8 "Login" catalogue. The effect log shows the toasts and navigation the app performs.
 */
function LoginFormStory() {
  const log = useMemo(createEffectLog, []);
  const machine = useMemo(
    () =>
      authMachine.provide({
        actions: {
          navigate: (_, params) => log.navigate(params.to),
          showToast: (_, params) => log.showToast(params),
          showAlert: (_, params) => log.showAlert(params.message),
          storeToken: () => {},
          removeToken: () => {},
        },
      }),
    [log],
  );
  const auth = useStoryActor(machine, { input: { token: null } });
  const retry = useStoryActor(loginRetryMachine);
  return (
    <div style={{ maxWidth: '24rem' }}>
      <LoginForm auth={auth} retry={retry} />
      <DeactivatedModal auth={auth} />
      <EffectLogView log={log} />
    </div>
  );
}

const meta = {
  title: 'Web/Auth/Login form',
  component: LoginFormStory,
} satisfies Meta<typeof LoginFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (status: number, body: Record<string, unknown>) =>
  http.post('*/api/auth/login', () => HttpResponse.json(body, { status }));

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Email/), 'asha@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'secret-1');
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

export const Empty: Story = {
  parameters: { machineState: ['auth.loggedOut.idle', 'loginRetry.idle'] },
};

/**
 * A visitor's first visit runs without the app's actors: the form works at once, and a
 * submit made before they have loaded asks for them and waits, busy, until they are there.
 */
export const BeforeTheActorsLoad: Story = {
  name: 'Before the app’s actors load',
  render: function Render() {
    const [asked, setAsked] = useState(0);
    return (
      <div style={{ maxWidth: '24rem' }}>
        <LoginForm
          auth={undefined}
          retry={undefined}
          onNeedActors={() => {
            setAsked((n) => n + 1);
            return new Promise(() => {}); // still on their way
          }}
        />
        <p data-testid="asked">Actors asked for: {asked}</p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(canvas.getByRole('button', { name: /Log in/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByTestId('asked')).toHaveTextContent('Actors asked for: 1');
  },
};

/** A form whose actors cannot be loaded (offline before they ever arrived). */
const unreachable = (
  <LoginForm
    auth={undefined}
    retry={undefined}
    onNeedActors={() => Promise.reject(new TypeError('Failed to fetch'))}
  />
);

/** Offline before the actors ever loaded: spec §8's no-response text, and the form can go again. */
export const ActorsUnreachable: Story = {
  name: 'The app’s actors could not be loaded',
  render: () => <div style={{ maxWidth: '24rem' }}>{unreachable}</div>,
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Network error. Please check your connection.');
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
  },
};

/** The same, on a 360 px phone: the alert wraps inside the form, nothing overflows. */
export const ActorsUnreachablePhone: Story = {
  name: 'The app’s actors could not be loaded (360 px)',
  render: () => (
    <div style={{ width: 360 }} data-testid="phone">
      {unreachable}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const alert = await canvas.findByText('Network error. Please check your connection.');
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
    const edge = phone.getBoundingClientRect().right;
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 1);
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 1);
  },
};

export const LoggingIn: Story = {
  parameters: { machineState: ['auth.loggedOut.loggingIn'] },
  name: 'Logging in',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Log in/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const LoggedInAsStudent: Story = {
  parameters: { machineState: ['auth.authenticated.active'] },
  name: 'Logged in (student lands on /dashboard)',
  beforeEach({ msw }) {
    msw.use(getLoginMockHandler({ user: makeUser(), token: 'story-token' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Toast (success): Login successful!');
    await expect(canvas.getByText('Navigated to /dashboard')).toBeInTheDocument();
  },
};

export const LoggedInAsAdmin: Story = {
  name: 'Logged in (admin lands on /admin)',
  beforeEach({ msw }) {
    msw.use(getLoginMockHandler({ user: makeUser({ role: 'admin' }), token: 'story-token' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Navigated to /admin');
  },
};

export const ValidationFailed: Story = {
  name: 'Validation failed (400 with errors)',
  beforeEach({ msw }) {
    msw.use(
      answer(400, {
        message: 'Invalid input',
        errors: [{ msg: 'Email is invalid', path: 'email' }, { msg: 'Password is required' }],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText(
      'Toast (error, 5000 ms): Validation failed: Email is invalid, Password is required',
    );
  },
};

export const InvalidRequest: Story = {
  name: 'Invalid request (other 400)',
  beforeEach({ msw }) {
    msw.use(answer(400, {}));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText(
      'Toast (error, 5000 ms): Invalid request data. Please check your email and password.',
    );
  },
};

export const RetryCountdownRunning: Story = {
  parameters: { machineState: ['loginRetry.running'] },
  name: 'Retry countdown running',
  beforeEach({ msw }) {
    msw.use(answer(429, { message: 'Too many attempts', retryAfter: 15 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText(
      'Toast (error, 8000 ms): Too many login attempts. Please wait 15 minutes before trying again.',
    );
    const button = await canvas.findByRole('button', { name: /Try again in 1[45]:\d\d/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByTestId('retry-remaining')).toHaveTextContent(/^1[45]:\d\d$/);
  },
};

export const ServerError: Story = {
  name: 'Server error (500)',
  beforeEach({ msw }) {
    msw.use(answer(500, { message: 'Internal' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Toast (error, 5000 ms): Server error. Please try again later.');
  },
};

export const WrongCredentials: Story = {
  name: 'Wrong credentials (401 with message)',
  beforeEach({ msw }) {
    msw.use(answer(401, { message: 'Invalid email or password' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Toast (error, 5000 ms): Invalid email or password');
  },
};

export const NetworkError: Story = {
  name: 'Network error (no response)',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/login', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await canvas.findByText('Toast (error, 5000 ms): Network error. Please check your connection.');
  },
};

export const DeactivatedModalOpen: Story = {
  parameters: { machineState: ['auth.loggedOut.accountDeactivated'] },
  name: 'Deactivated modal',
  beforeEach({ msw }) {
    msw.use(answer(403, { message: 'Your account has been deactivated' }));
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Account Deactivated' });
    await expect(dialog).toHaveTextContent('deactivated by an administrator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
