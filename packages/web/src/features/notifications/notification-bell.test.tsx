import {
  getListNotificationsMockHandler,
  getMarkNotificationReadMockHandler,
} from '@campus/sdk/msw';
import { formatDateTime } from '@campus/time';
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
        reason: i === 0 ? 'because you are in batch 2026-12 fullstack' : 'because you set it',
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
    // Why each reached this person, under its message; and the way to choose what reaches them.
    expect(
      within(panel).getByRole('button', {
        name: /Item 0.*because you are in batch 2026-12 fullstack/,
      }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    await user.click(within(panel).getByRole('button', { name: /Item 0/ }));
    expect(navigate).toHaveBeenCalledWith('/live-class');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 9 unread' })).toHaveTextContent('');
    await vi.waitFor(() => expect(marked).toEqual(['n0']));
    actor.stop();
  });

  it('shows the time a notification names in the viewer’s zone (a student in New York)', async () => {
    const start = '2026-11-26T13:30:00.000Z';
    const item = makeNotification({
      type: 'live_class',
      event: 'live_class_created',
      // As the server writes it: the class's time in the class's zone, and that instant and zone.
      data: {
        message: `New live class: Hooks on ${formatDateTime(start, { timeZone: 'Asia/Kolkata' })}`,
        at: start,
        zone: 'Asia/Kolkata',
      },
    });
    server.use(
      getListNotificationsMockHandler({ items: [item], unread: 1, nextCursor: null, pageSize: 10 }),
    );
    const zone = process.env['TZ'];
    process.env['TZ'] = 'America/New_York'; // Node re-reads the default zone when TZ changes
    const actor = createActor(notificationsMachine).start();
    try {
      const { user } = renderWidget(<NotificationBell notifications={actor} now={() => NOW} />);
      await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      const panel = screen.getByRole('region', { name: 'Notifications' });
      expect(
        within(panel).getByText('New live class: Hooks on Thu, 26 Nov 2026, 8:30 AM EST'),
      ).toBeInTheDocument();
      expect(within(panel).queryByText(/IST/)).not.toBeInTheDocument();
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
      actor.stop();
    }
  });
});
