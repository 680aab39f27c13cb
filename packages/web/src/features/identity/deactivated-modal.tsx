import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from './auth.machine';
import { selectIsDeactivatedModalOpen } from './auth.selectors';
import { useActorValue } from '../../lib/use-actor-value';

const DeactivatedDialog = lazy(() =>
  import('./deactivated-dialog').then((m) => ({ default: m.DeactivatedDialog })),
);

/**
 * Spec §8: the login call's deactivated 403 opens this modal; it closes itself after 10 s (the auth
 * machine's delay) or when the user closes it.
 */
export function DeactivatedModal({
  auth,
}: {
  /** Undefined until the app's actors have loaded: no login has been refused yet. */
  auth: ActorRefFrom<typeof authMachine> | undefined;
}) {
  const open = useActorValue(auth, (s) => (s ? selectIsDeactivatedModalOpen(s) : false));
  if (!open || !auth) return null;
  return (
    <Suspense fallback={null}>
      <DeactivatedDialog onClose={() => auth.send({ type: 'deactivatedModal.close' })} />
    </Suspense>
  );
}
