import { useSelector } from '@xstate/react';
import type { AuthResponse } from '@campus/sdk';
import { getConfig } from '@campus/sdk';
import {
  ForgotPasswordPage,
  MentorRegistrationPage,
  PasswordSetupPage,
  PaymentPage,
  RegistrationPage,
  ResetPasswordPage,
} from '../../features/identity/account-pages';
import { RegisterPage } from '../../features/identity/register-page';
import { paths } from '../../config/paths';
import { useRootActors, useSession } from '../session';

export function RegisterRoute() {
  const { auth } = useRootActors();
  const submitting = useSelector(auth, (s) => s.matches({ loggedOut: 'registering' }));
  const error = useSelector(auth, (s) => s.context.error);
  return (
    <RegisterPage
      submitting={submitting}
      error={error}
      onSubmit={(registration) => auth.send({ type: 'registration.submit', registration })}
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
