import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { authMessages } from '../../features/identity/auth.machine';
import { FeedbackOutlet } from './feedback-outlet';
import { createFeedbackStore } from './feedback-store';

/**
 * The notice an open tab shows when the server ends its session (session_ended), before
 * the app lands on /login: spec §8's deactivated alert, or the server's words for another reason.
 */
function SessionEndedNotice({ message }: { message: string }) {
  const store = useMemo(() => createFeedbackStore(), []);
  useEffect(() => {
    store.showAlert(message);
  }, [store, message]);
  return <FeedbackOutlet store={store} />;
}

const meta = {
  title: 'Web/Auth/Session ended by the server',
  component: SessionEndedNotice,
} satisfies Meta<typeof SessionEndedNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deactivated: Story = {
  args: { message: authMessages.deactivatedAlert },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const notice = await body.findByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toHaveTextContent(
      'Your account has been deactivated. Please contact administrator.',
    );
  },
};

export const RoleChanged: Story = {
  args: { message: 'Your role has changed. Please log in again.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const notice = await body.findByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toHaveTextContent('Your role has changed. Please log in again.');
  },
};
