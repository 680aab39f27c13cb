import { Alert, Button, formatCountdown, PasswordField, Stack, TextField } from '@campus/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectAuthError, selectIsSubmitting, type authMachine } from './auth.machine';
import { loginRetryMachine, selectIsWaiting, selectRemainingSeconds } from './login-retry.machine';

export interface LoginFormProps {
  auth: ActorRefFrom<typeof authMachine>;
  /** Stories and tests may bring their own countdown (e.g. already running). */
  retry?: ActorRefFrom<typeof loginRetryMachine>;
}

/**
 * Email and password, sent to the auth actor. Errors arrive as toasts (the app's) and stay inline
 * until the next attempt; after a 429 the countdown blocks the button and says how long is left.
 */
export function LoginForm({ auth, retry: givenRetry }: LoginFormProps) {
  const ownRetry = useActorRef(loginRetryMachine);
  const retry = givenRetry ?? ownRetry;
  const submitting = useSelector(auth, selectIsSubmitting);
  const error = useSelector(auth, selectAuthError);
  const waiting = useSelector(retry, selectIsWaiting);
  const remaining = useSelector(retry, selectRemainingSeconds);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    const subscription = auth.on('login.throttled', (event) =>
      retry.send({ type: 'retry.start', retryAfterMinutes: event.retryAfterMinutes }),
    );
    return () => subscription.unsubscribe();
  }, [auth, retry]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting || submitting) return;
    auth.send({ type: 'credentials.submit', credentials: { email: email.trim(), password } });
  };

  return (
    <form onSubmit={submit} aria-label="Log in" noValidate>
      <Stack gap="md">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && !waiting && (
          <Alert tone="danger" live="none">
            {error}
          </Alert>
        )}
        {waiting && (
          <Alert tone="warning" live="status" title="Too many login attempts">
            You can try again in{' '}
            <span data-testid="retry-remaining">{formatCountdown(remaining)}</span>.
          </Alert>
        )}
        <Button type="submit" fullWidth loading={submitting} disabled={waiting}>
          {waiting ? `Try again in ${formatCountdown(remaining)}` : 'Log in'}
        </Button>
      </Stack>
    </form>
  );
}
