import type { Notification } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campusError, fakePromise } from '../../testing/fake-actors';
import { makeNotification } from '../../testing/fixtures';
import {
  createStateRecorder,
  doneEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  badgeLabel,
  mergeNewest,
  notificationsMachine,
  selectIsLoading,
  selectIsPanelOpen,
  selectNotifications,
  selectUnreadCount,
} from './notifications.machine';

const recorder = createStateRecorder();

const minute = 60_000;
const base = Date.parse('2026-11-22T12:00:00Z');
const at = (minutesAgo: number) => new Date(base - minutesAgo * minute).toISOString();

function stored(count: number, overrides: Partial<Notification> = {}): Notification[] {
  return Array.from({ length: count }, (_, i) =>
    makeNotification({
      _id: `stored-${i}`,
      timestamp: at(i + 1),
      data: { message: `Stored ${i}` },
      ...overrides,
    }),
  );
}

/** The notification a live socket event carries, as the server stored it. */
function live(
  id: string,
  minutesAgo = 0,
  type: Notification['type'] = 'task',
  event: Notification['event'] = 'task_created',
): Notification {
  return makeNotification({
    _id: id,
    type,
    event,
    data: { message: `Live ${id}` },
    timestamp: at(minutesAgo),
    reason: `because of ${id}`,
  });
}

function setupNotifications() {
  const loadStored = fakePromise<Notification[]>();
  const markRead = fakePromise<unknown, { id: string }>();
  const markAllRead = fakePromise<unknown>();
  const clearAll = fakePromise<unknown>();
  const navigate = vi.fn();
  const actor = recorder
    .visit(
      createActor(
        notificationsMachine.provide({
          actors: {
            loadStored: loadStored.logic,
            markRead: markRead.logic,
            markAllRead: markAllRead.logic,
            clearAll: clearAll.logic,
          },
          actions: { navigate: (_, params) => navigate(params.to) },
        }),
      ),
    )
    .start();
  return { actor, loadStored, markRead, markAllRead, clearAll, navigate };
}

async function ready(items: Notification[]) {
  const h = setupNotifications();
  h.loadStored.last().resolve(items);
  await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
  return h;
}

describe('notifications machine: the list (spec §4, §9)', () => {
  it('loads the stored notifications at start, so nothing is lost across reloads', async () => {
    const h = setupNotifications();
    try {
      expect(selectIsLoading(h.actor.getSnapshot())).toBe(true);
      expect(h.actor.getSnapshot().value).toEqual({ list: 'loading', panel: 'closed' });
      h.loadStored.last().resolve(stored(3));
      await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
      expect(selectNotifications(h.actor.getSnapshot()).map((n) => n._id)).toEqual([
        'stored-0',
        'stored-1',
        'stored-2',
      ]);
    } finally {
      h.actor.stop();
    }
  });

  it('reloads the stored list when asked after a reconnect: what came meanwhile shows', async () => {
    const h = await ready(stored(2));
    try {
      h.actor.send({ type: 'notification.stored', notification: live('live-1', 0.5) });
      h.actor.send({ type: 'notifications.refresh' });
      expect(selectIsLoading(h.actor.getSnapshot())).toBe(true);
      expect(h.loadStored.calls).toHaveLength(2);
      // Sent during the outage (never arrived live), and the live one again: it shows once.
      h.loadStored.last().resolve([live('missed', 0), live('live-1', 0.5), ...stored(2)]);
      await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
      expect(selectNotifications(h.actor.getSnapshot()).map((n) => n._id)).toEqual([
        'missed',
        'live-1',
        'stored-0',
        'stored-1',
      ]);
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(4);
    } finally {
      h.actor.stop();
    }
  });

  it('a failed load leaves an empty list that still takes live events', async () => {
    const h = setupNotifications();
    try {
      h.loadStored.last().reject(campusError(500));
      await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
      expect(selectNotifications(h.actor.getSnapshot())).toEqual([]);
      h.actor.send({ type: 'notification.stored', notification: live('x') });
      expect(selectNotifications(h.actor.getSnapshot())).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('socket events arrive newest first, even while the stored list is loading', async () => {
    const h = setupNotifications();
    try {
      h.actor.send({
        type: 'notification.stored',
        notification: live('live-1', 0, 'live_class', 'live_class_started'),
      });
      h.loadStored.last().resolve(stored(2));
      await waitFor(h.actor, (s) => s.matches({ list: 'ready' }));
      const items = selectNotifications(h.actor.getSnapshot());
      expect(items.map((n) => n._id)).toEqual(['live-1', 'stored-0', 'stored-1']);
      expect(items[0]).toEqual({
        _id: 'live-1',
        type: 'live_class',
        event: 'live_class_started',
        data: { message: 'Live live-1' },
        timestamp: at(0),
        read: false,
        reason: 'because of live-1',
      });
    } finally {
      h.actor.stop();
    }
  });

  it('an event already in the stored list (same notification _id) shows once', async () => {
    const h = await ready(stored(2));
    try {
      h.actor.send({ type: 'notification.stored', notification: live('stored-0', 1) });
      expect(selectNotifications(h.actor.getSnapshot())).toHaveLength(2);
    } finally {
      h.actor.stop();
    }
  });

  it('keeps only the 10 newest', async () => {
    const h = await ready(stored(10));
    try {
      h.actor.send({ type: 'notification.stored', notification: live('new') });
      const items = selectNotifications(h.actor.getSnapshot());
      expect(items).toHaveLength(10);
      expect(items[0]?._id).toBe('new');
      expect(items.map((n) => n._id)).not.toContain('stored-9');
    } finally {
      h.actor.stop();
    }
  });

  it('counts the unread ones for the badge', async () => {
    const h = await ready([
      ...stored(3),
      ...stored(2, { read: true }).map((n, i) => ({ ...n, _id: `r${i}` })),
    ]);
    try {
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(3);
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [42, '9+'],
  ])('the badge for %i unread reads "%s"', (count, label) => {
    expect(badgeLabel(count)).toBe(label);
  });

  it('mergeNewest keeps a read flag set here over an older unread copy', () => {
    const read = makeNotification({ _id: 'a', read: true });
    const unread = makeNotification({ _id: 'a', read: false });
    expect(mergeNewest([read], [unread])[0]?.read).toBe(true);
  });
});

describe('notifications machine: the panel (spec §4)', () => {
  it('opens and closes with the bell, and closes on request', async () => {
    const h = await ready(stored(1));
    try {
      h.actor.send({ type: 'panel.toggle' });
      expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(true);
      expect(h.actor.getSnapshot().value).toEqual({ list: 'ready', panel: 'open' });
      h.actor.send({ type: 'panel.toggle' });
      expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
      h.actor.send({ type: 'panel.toggle' });
      h.actor.send({ type: 'panel.close' });
      expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it.each([
    ['live_class', '/live-class'],
    ['task', '/dashboard'],
  ] as const)(
    'a click on a %s notification marks it read, goes to %s and closes the panel',
    async (type, route) => {
      const h = await ready([makeNotification({ _id: 'n1', type })]);
      try {
        h.actor.send({ type: 'panel.toggle' });
        h.actor.send({ type: 'notification.click', id: 'n1' });
        expect(selectNotifications(h.actor.getSnapshot())[0]?.read).toBe(true);
        expect(h.markRead.last().input).toEqual({ id: 'n1' });
        expect(h.navigate).toHaveBeenCalledWith(route);
        expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
      } finally {
        h.actor.stop();
      }
    },
  );

  it('a click on a message notification opens its conversation (beyond spec §4)', async () => {
    const h = await ready([
      makeNotification({
        _id: 'n1',
        type: 'message',
        event: 'private_message',
        data: { message: 'New message from Meera Iyer', link: '/messages/u-mentor-1' },
      }),
      makeNotification({ _id: 'n2', type: 'message', event: 'private_message' }),
    ]);
    try {
      h.actor.send({ type: 'panel.toggle' });
      h.actor.send({ type: 'notification.click', id: 'n1' });
      expect(h.navigate).toHaveBeenLastCalledWith('/messages/u-mentor-1');
      // Without a link (an older note), the conversation list.
      h.actor.send({ type: 'panel.toggle' });
      h.actor.send({ type: 'notification.click', id: 'n2' });
      expect(h.navigate).toHaveBeenLastCalledWith('/messages');
    } finally {
      h.actor.stop();
    }
  });

  it('a stored note sent whole (a private message’s) joins the list once', async () => {
    const h = await ready([]);
    try {
      const note = makeNotification({ _id: 'n9', type: 'message', event: 'private_message' });
      h.actor.send({ type: 'notification.stored', notification: note });
      h.actor.send({ type: 'notification.stored', notification: note });
      expect(selectNotifications(h.actor.getSnapshot()).map((n) => n._id)).toEqual(['n9']);
    } finally {
      h.actor.stop();
    }
  });

  it.each(['student_activity', 'reminder', 'other'] as const)(
    'a click on a %s notification stays where it is',
    async (type) => {
      const h = await ready([makeNotification({ _id: 'n1', type })]);
      try {
        h.actor.send({ type: 'panel.toggle' });
        h.actor.send({ type: 'notification.click', id: 'n1' });
        expect(h.navigate).not.toHaveBeenCalled();
        expect(selectNotifications(h.actor.getSnapshot())[0]?.read).toBe(true);
        expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
      } finally {
        h.actor.stop();
      }
    },
  );

  it('a click on a read notification does not call the server again', async () => {
    const h = await ready([makeNotification({ _id: 'n1', read: true, type: 'task' })]);
    try {
      h.actor.send({ type: 'panel.toggle' });
      h.actor.send({ type: 'notification.click', id: 'n1' });
      expect(h.markRead.calls).toHaveLength(0);
      expect(h.navigate).toHaveBeenCalledWith('/dashboard');
    } finally {
      h.actor.stop();
    }
  });

  it('a click on an unknown id only closes the panel', async () => {
    const h = await ready(stored(1));
    try {
      h.actor.send({ type: 'panel.toggle' });
      h.actor.send({ type: 'notification.click', id: 'gone' });
      expect(h.navigate).not.toHaveBeenCalled();
      expect(selectIsPanelOpen(h.actor.getSnapshot())).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it('Mark all as read marks every one and tells the server once', async () => {
    const h = await ready(stored(4));
    try {
      h.actor.send({ type: 'notifications.markAllRead' });
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
      expect(h.markAllRead.calls).toHaveLength(1);
      // Nothing left unread: a second press calls nothing.
      h.actor.send({ type: 'notifications.markAllRead' });
      expect(h.markAllRead.calls).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('Clear all removes every notification and tells the server', async () => {
    const h = await ready(stored(4));
    try {
      h.actor.send({ type: 'notifications.clear' });
      expect(selectNotifications(h.actor.getSnapshot())).toEqual([]);
      expect(selectUnreadCount(h.actor.getSnapshot())).toBe(0);
      expect(h.clearAll.calls).toHaveLength(1);
      h.actor.send({ type: 'notifications.clear' });
      expect(h.clearAll.calls).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });
});

describe('notifications machine: graph', () => {
  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const reachable = reachableStateKeys(notificationsMachine, {
      events: [
        { type: 'panel.toggle' },
        { type: 'panel.close' },
        { type: 'notification.click', id: 'n' },
        doneEvent('loadStored', []),
      ],
    });
    expect(reachable).toEqual(['list.loading', 'list.ready', 'panel.closed', 'panel.open']);
    recorder.expectToCover(reachable);
    expectStoriesToCover('notifications', reachable);
  });
});
