import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campusError } from '../../testing/fake-actors';
import { useStoryActor } from '../../testing/story-kit';
import { authMachine } from './auth.machine';
import { DeactivatedModal } from './deactivated-modal';

/** The modal on its own: a fake login answers the deactivated 403 at once. */
function ModalStory() {
  const machine = useMemo(
    () =>
      authMachine.provide({
        actors: {
          logIn: fromPromise(() =>
            Promise.reject(campusError(403, { message: 'Your account has been deactivated' })),
          ),
        },
      }),
    [],
  );
  const auth = useStoryActor(machine, { input: { token: null } }, (actor) =>
    actor.send({
      type: 'credentials.submit',
      credentials: { email: 'asha@example.com', password: 'secret-1' },
    }),
  );
  return <DeactivatedModal auth={auth} />;
}

const meta = {
  title: 'Web/Auth/Account Deactivated modal',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeactivatedModal_: Story = {
  parameters: { machineState: ['auth.loggedOut.accountDeactivated'] },
  name: 'Deactivated modal',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Account Deactivated' });
    await expect(dialog).toHaveTextContent(
      'Your account has been deactivated by an administrator. Please contact the admin for assistance.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
