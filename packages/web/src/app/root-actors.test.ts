import { getConfig } from '@campus/sdk';
import { getChangePasswordMockHandler, getListNotificationsMockHandler } from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { makeUser } from '../testing/fixtures';
import { noChatHistory } from '../testing/handlers/chatbot';
import { server } from '../testing/msw-server';
import { createFeedbackStore } from './feedback/feedback-store';
import { createQueryClient } from './query-client';
import { createRootActors } from './root-actors';

afterEach(() => getConfig().tokenStore.remove());

describe('root actors: the children talk through typed refs', () => {
  it('a password changed in the profile dialog hands the fresh token to the auth and socket actors', async () => {
    const user = makeUser();
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'first-token', user })),
      getListNotificationsMockHandler({ items: [], unread: 0, nextCursor: null, pageSize: 10 }),
      noChatHistory(),
      getChangePasswordMockHandler({ success: true, message: 'ok', token: 'fresh-token' }),
    );
    const actors = createRootActors({
      feedback: createFeedbackStore(),
      queryClient: createQueryClient(),
      navigate: () => {},
    });
    actors.start();
    try {
      actors.auth.send({
        type: 'credentials.submit',
        credentials: { email: user.email, password: 'secret-1' },
      });
      await waitFor(actors.auth, (s) => s.matches('authenticated'));
      expect(actors.socket.getSnapshot().context.token).toBe('first-token');

      actors.profileDialog.send({ type: 'dialog.open', user, storedPreview: null });
      for (const [field, value] of [
        ['currentPassword', 'secret-1'],
        ['newPassword', 'secret-2'],
        ['confirmPassword', 'secret-2'],
      ] as const) {
        actors.profileDialog.send({ type: 'field.change', field, value });
      }
      actors.profileDialog.send({ type: 'form.submit' });
      await waitFor(actors.profileDialog, (s) => s.matches('closed'));

      expect(actors.auth.getSnapshot().context.token).toBe('fresh-token');
      expect(actors.socket.getSnapshot().context.token).toBe('fresh-token');
    } finally {
      actors.root.stop();
    }
  });

  it('the browser coming back online asks the socket to try again at once', () => {
    const online = new EventTarget();
    const actors = createRootActors({
      feedback: createFeedbackStore(),
      queryClient: createQueryClient(),
      navigate: () => {},
      online,
    });
    actors.start();
    try {
      const send = vi.spyOn(actors.socket, 'send');
      online.dispatchEvent(new Event('online'));
      expect(send).toHaveBeenCalledWith({ type: 'connection.retry' });
    } finally {
      actors.root.stop();
    }
  });
});
