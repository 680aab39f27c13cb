import { Button, Dialog, Text } from '@campus/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { authMessages, selectIsDeactivatedModalOpen, type authMachine } from './auth.machine';

/**
 * Spec §8: the login call's deactivated 403 opens this modal; it closes itself after 10 s (the auth
 * machine's delay) or when the user closes it.
 */
export function DeactivatedModal({ auth }: { auth: ActorRefFrom<typeof authMachine> }) {
  const open = useSelector(auth, selectIsDeactivatedModalOpen);
  const close = () => auth.send({ type: 'deactivatedModal.close' });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Content title={authMessages.deactivatedModalTitle} size="sm">
        <Text>{authMessages.deactivatedModalBody}</Text>
        <Dialog.Footer>
          <Button onClick={close}>OK</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
