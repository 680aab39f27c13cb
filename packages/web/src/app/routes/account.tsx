import type { AuthResponse } from '@campus/sdk';
import { getConfig, messages } from '@campus/sdk';
import { useState } from 'react';
import {
  CancelEmailChangePage,
  ConfirmEmailPage,
  ForgotPasswordPage,
  MentorRegistrationPage,
  PasswordSetupPage,
  PaymentPage,
  RegistrationPage,
  ResetPasswordPage,
} from '../../features/identity/account-pages';
import { RegisterPage } from '../../features/identity/register-page';
import { paths } from '../../config/paths';
import { useActorValue } from '../../lib/use-actor-value';
import { useLoadedRootActors, useRootActorsLoader, useSession } from '../session';

/** /register: like /login, it shows at once; the actors load by the time it is sent. */
export function RegisterRoute() {
  const loader = useRootActorsLoader();
  const auth = useLoadedRootActors()?.auth;
  const submitting = useActorValue(auth, (s) => s?.matches({ loggedOut: 'registering' }) ?? false);
  const error = useActorValue(auth, (s) => s?.context.error ?? null);
  // The actors could not be loaded (offline): spec §8's no-response text, until the next try.
  const [unreachable, setUnreachable] = useState(false);
  // Busy from the press, while the actors are still on their way.
  const [loading, setLoading] = useState(false);
  return (
    <RegisterPage
      submitting={submitting || loading}
      error={unreachable ? messages.network : error}
      onSubmit={(registration) => {
        setUnreachable(false);
        setLoading(true);
        loader
          .load()
          .then((actors) => actors.auth.send({ type: 'registration.submit', registration }))
          .catch(() => setUnreachable(true))
          .finally(() => setLoading(false));
      }}
    />
  );
}

/**
 * Calls that sign the user in outside the auth actor (mentor registration, password setup) store
 * the token and start the app afresh on the dashboard: the auth actor then loads that user.
 */
function signInAndReload(result: AuthResponse) {
  getConfig().tokenStore.set(result.token);
  window.location.assign(paths.dashboard.href());
}

export function MentorRegistrationRoute() {
  return <MentorRegistrationPage onAuthenticated={signInAndReload} />;
}

export function PasswordSetupRoute() {
  return <PasswordSetupPage onAuthenticated={signInAndReload} />;
}

export function RegistrationRoute() {
  return <RegistrationPage />;
}

export function PaymentRoute() {
  const { user } = useSession();
  return <PaymentPage user={user} />;
}

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}

export function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}

/** Confirming a new email ends every session, this one's too: the stored token is dropped. */
export function ConfirmEmailRoute() {
  return <ConfirmEmailPage onConfirmed={() => getConfig().tokenStore.remove()} />;
}

export function CancelEmailChangeRoute() {
  return <CancelEmailChangePage />;
}
