import { Alert, Button, formatCountdown, PasswordField, Stack, TextField } from '@campus/ui';
import { messages, type LoginRequest } from '@campus/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from './auth.machine';
import { selectAuthError, selectIsSubmitting } from './auth.selectors';
import type { loginRetryMachine } from './login-retry.machine';
import { selectIsWaiting, selectRemainingSeconds } from './login-retry.selectors';
import { useActorValue } from '../../lib/use-actor-value';

export interface LoginFormProps {
  /**
   * The auth actor and the 429 countdown. Both are undefined until the app's actors have loaded
   * (a visitor's first visit runs without XState): the form works at once, and a submit
   * made before then asks for them (`onNeedActors`) and goes as soon as they are there; if they
   * cannot be loaded (offline), the form says so (spec §8's no-response text) and can be sent again.
   */
  auth: ActorRefFrom<typeof authMachine> | undefined;
  retry: ActorRefFrom<typeof loginRetryMachine> | undefined;
  onNeedActors?: () => Promise<unknown>;
}

/**
 * Email and password, sent to the auth actor. Errors arrive as toasts (the app's) and stay inline
 * until the next attempt; after a 429 the countdown blocks the button and says how long is left.
 */
export function LoginForm({ auth, retry, onNeedActors }: LoginFormProps) {
  const submitting = useActorValue(auth, (s) => (s ? selectIsSubmitting(s) : false));
  const error = useActorValue(auth, (s) => (s ? selectAuthError(s) : null));
  const waiting = useActorValue(retry, (s) => (s ? selectIsWaiting(s) : false));
  const remaining = useActorValue(retry, (s) => (s ? selectRemainingSeconds(s) : 0));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<LoginRequest | null>(null);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    if (!auth || !retry) return;
    const subscription = auth.on('login.throttled', (event) =>
      retry.send({ type: 'retry.start', retryAfterMinutes: event.retryAfterMinutes }),
    );
    return () => subscription.unsubscribe();
  }, [auth, retry]);

  // A submit made before the actors were there goes now.
  useEffect(() => {
    if (!auth || !pending) return;
    auth.send({ type: 'credentials.submit', credentials: pending });
    setPending(null);
  }, [auth, pending]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting || submitting || pending) return;
    const credentials = { email: email.trim(), password };
    setUnreachable(false);
    if (auth) auth.send({ type: 'credentials.submit', credentials });
    else {
      setPending(credentials);
      (onNeedActors ?? (() => Promise.reject(new Error('no actors'))))().catch(() => {
        setPending(null);
        setUnreachable(true);
      });
    }
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
        {unreachable && (
          <Alert tone="danger" live="none">
            {messages.network}
          </Alert>
        )}
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
        <Button type="submit" fullWidth loading={submitting || pending !== null} disabled={waiting}>
          {waiting ? `Try again in ${formatCountdown(remaining)}` : 'Log in'}
        </Button>
      </Stack>
    </form>
  );
}
