import { Button, Dialog, Text } from '@campus/ui';
import { authMessages } from './auth.machine';

/**
 * The modal itself (Radix Dialog): its own chunk, loaded only when a login meets a deactivated
 * account — not with every visit of /login.
 */
export function DeactivatedDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={authMessages.deactivatedModalTitle} size="sm">
        <Text>{authMessages.deactivatedModalBody}</Text>
        <Dialog.Footer>
          <Button onClick={onClose}>OK</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
