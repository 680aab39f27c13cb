import {
  getListNotificationsMockHandler,
  getMarkNotificationReadMockHandler,
} from '@campus/sdk/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { makeNotification } from '../../testing/fixtures';
import { server } from '../../testing/msw-server';
import { renderWidget } from '../../testing/render';
import { NotificationBell } from './notification-bell';
import { notificationsMachine } from './notifications.machine';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('NotificationBell', () => {
  it('loads the stored list (MSW), shows 9+ above nine, and a click goes where it should', async () => {
    const items = Array.from({ length: 12 }, (_, i) =>
      makeNotification({
        _id: `n${i}`,
        type: i === 0 ? 'live_class' : 'task',
        data: { message: `Item ${i}` },
        timestamp: new Date(NOW - i * 60_000).toISOString(),
      }),
    );
    const marked: string[] = [];
    server.use(
      getListNotificationsMockHandler({ items, unread: 12, nextCursor: 'next', pageSize: 10 }),
      getMarkNotificationReadMockHandler(({ params }) => {
        marked.push(String(params['id']));
        return { ...items[0]!, read: true };
      }),
    );
    const navigate = vi.fn();
    const actor = createActor(
      notificationsMachine.provide({ actions: { navigate: (_, params) => navigate(params.to) } }),
    ).start();
    const { user } = renderWidget(<NotificationBell notifications={actor} now={() => NOW} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 10 unread' });
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('9+');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(panel).getByText('Just now')).toBeInTheDocument();
    expect(within(panel).getByText('9m ago')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /Item 0/ }));
    expect(navigate).toHaveBeenCalledWith('/live-class');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toHaveTextContent('');
    await vi.waitFor(() => expect(marked).toEqual(['n0']));
    actor.stop();
  });
});
