import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectIsDeactivatedModalOpen, type authMachine } from './auth.machine';

const DeactivatedDialog = lazy(() =>
  import('./deactivated-dialog').then((m) => ({ default: m.DeactivatedDialog })),
);

/**
 * Spec §8: the login call's deactivated 403 opens this modal; it closes itself after 10 s (the auth
 * machine's delay) or when the user closes it.
 */
export function DeactivatedModal({ auth }: { auth: ActorRefFrom<typeof authMachine> }) {
  const open = useSelector(auth, selectIsDeactivatedModalOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DeactivatedDialog onClose={() => auth.send({ type: 'deactivatedModal.close' })} />
    </Suspense>
  );
}
