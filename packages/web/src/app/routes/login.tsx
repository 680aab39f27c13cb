import { Text, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import { AuthCard } from '../../features/identity/auth-card';
import { DeactivatedModal } from '../../features/identity/deactivated-modal';
import { LoginForm } from '../../features/identity/login-form';
import { paths } from '../../config/paths';
import { useLoadedRootActors, useRootActorsLoader } from '../session';

/**
 * /login: the auth feature's login form (countdown, toasts) and deactivated modal, framed. A
 * visitor's first load runs without the root actors: the form shows at once, and they load on its
 * first use (root-actors-loader.ts).
 */
export function LoginRoute() {
  const loader = useRootActorsLoader();
  const actors = useLoadedRootActors();
  return (
    <AuthCard
      title="Log in to Campus"
      footer={
        <>
          <Text size="sm">
            <Link className={linkClassName()} href={paths.forgotPassword.href()}>
              Forgot your password?
            </Link>
          </Text>
          <Text size="sm">
            New here?{' '}
            <Link className={linkClassName()} href={paths.register.href()}>
              Create an account
            </Link>
          </Text>
        </>
      }
    >
      <LoginForm auth={actors?.auth} retry={actors?.loginRetry} onNeedActors={loader.load} />
      <DeactivatedModal auth={actors?.auth} />
    </AuthCard>
  );
}
