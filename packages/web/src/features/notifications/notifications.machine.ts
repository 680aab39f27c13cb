/**
 * The notification bell (spec §4, §9): the 10 newest notifications, their read flags, and the panel.
 *
 * Regions (parallel): `list` — `loading` the stored notifications, then `ready`; `panel` — `closed`
 * ⇄ `open`. New notifications may arrive in any state.
 *
 * Wiring contract (the app does this while a user is signed in; the actor is per user session):
 * - Start it when the auth actor is `authenticated`, stop it on logout (nothing survives a user).
 * - Forward the Notification every notifying socket event carries (`payload.notification` of the
 *   socket actor's `server.event`, `notification` of a private message) as
 *   `{ type: 'notification.stored', notification }`: the server sends it whole, as it stored it, so
 *   one that is also in the stored list shows once.
 * - Send `notifications.refresh` when the socket is back after a drop: what was stored
 *   meanwhile is loaded again (merged as at start, so a live event that came first shows once).
 * - `.provide({ actions: { navigate } })` with wouter's navigate. `loadStored`, `markRead`,
 *   `markAllRead` and `clearAll` default to the SDK calls (listNotifications …); the list changes
 *   at once and the call follows (a failed call is not worth an error the user can do nothing about;
 *   the next reload shows the server's truth).
 */
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationType,
} from '@campus/sdk';
import { assign, enqueueActions, fromPromise, setup, spawnChild, type SnapshotFrom } from 'xstate';
import { paths } from '../../config/paths';

/** Spec §9: the list keeps only the 10 newest. */
export const NOTIFICATION_LIMIT = 10;
/** Spec §9: the badge reads "9+" above nine. */
export const BADGE_LIMIT = 9;

/** Spec §4: where a click on a notification goes; other kinds stay where they are. */
export const notificationRoutes: Partial<Record<NotificationType, string>> = {
  live_class: paths.liveClass.href(),
  task: paths.dashboard.href(),
};

/**
 * Where a click on this notification goes: spec §4's fixed routes, and a private message's note to
 * its conversation (the server stores the link, an app route under /messages).
 */
export function notificationRoute(item: Notification): string | undefined {
  if (item.type === 'message') {
    const link = item.data.link;
    return link?.startsWith(`${paths.messages.href()}/`) ? link : paths.messages.href();
  }
  return notificationRoutes[item.type];
}

/** The badge text: nothing for none, the count up to nine, then "9+". */
export function badgeLabel(unread: number): string {
  if (unread <= 0) return '';
  return unread > BADGE_LIMIT ? `${BADGE_LIMIT}+` : String(unread);
}

/**
 * The stored list and the live events, one entry per id (read wins: a click made here is not undone
 * by an older copy), newest first, at most `NOTIFICATION_LIMIT`.
 */
export function mergeNewest(
  current: readonly Notification[],
  incoming: readonly Notification[],
): Notification[] {
  const byId = new Map<string, Notification>();
  for (const item of [...current, ...incoming]) {
    const seen = byId.get(item._id);
    byId.set(item._id, seen ? { ...seen, ...item, read: seen.read || item.read } : item);
  }
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, NOTIFICATION_LIMIT);
}

export interface NotificationsContext {
  items: Notification[];
}

export type NotificationsEvent =
  /** A note the server stored and sent whole with a socket event (a task's, a private message's …). */
  | { type: 'notification.stored'; notification: Notification }
  | { type: 'notification.click'; id: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.clear' }
  | { type: 'notifications.refresh' }
  | { type: 'panel.toggle' }
  | { type: 'panel.close' };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadStored: fromPromise<Notification[]>(
      async () => (await listNotifications({ pageSize: NOTIFICATION_LIMIT })).items,
    ),
    markRead: fromPromise<unknown, { id: string }>(({ input }) => markNotificationRead(input.id)),
    markAllRead: fromPromise<unknown>(() => markAllNotificationsRead()),
    clearAll: fromPromise<unknown>(() => clearNotifications()),
  },
  actions: {
    // The app supplies wouter's navigate.
    navigate: (_, _params: { to: string }) => {},
    markOneRead: assign(({ context }, params: { id: string }) => ({
      items: context.items.map((item) => (item._id === params.id ? { ...item, read: true } : item)),
    })),
    markEveryRead: assign(({ context }) => ({
      items: context.items.map((item) => (item.read ? item : { ...item, read: true })),
    })),
    removeAll: assign({ items: [] }),
  },
  guards: {
    hasUnread: ({ context }) => context.items.some((item) => !item.read),
    hasItems: ({ context }) => context.items.length > 0,
  },
}).createMachine({
  id: 'notifications',
  context: { items: [] },
  type: 'parallel',
  on: {
    'notification.stored': {
      actions: assign(({ context, event }) => ({
        items: mergeNewest(context.items, [event.notification]),
      })),
    },
    'notifications.markAllRead': {
      guard: 'hasUnread',
      actions: ['markEveryRead', spawnChild('markAllRead')],
    },
    'notifications.clear': {
      guard: 'hasItems',
      actions: ['removeAll', spawnChild('clearAll')],
    },
  },
  states: {
    list: {
      initial: 'loading',
      // A load already under way may have been answered before the drop: start it again.
      on: { 'notifications.refresh': { target: '.loading', reenter: true } },
      states: {
        loading: {
          invoke: {
            id: 'loadStored',
            src: 'loadStored',
            onDone: {
              target: 'ready',
              actions: assign({
                items: ({ context, event }) => mergeNewest(context.items, event.output),
              }),
            },
            // Live events still arrive; the stored ones come back with the next session.
            onError: 'ready',
          },
        },
        ready: {},
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'panel.toggle': 'open' },
        },
        open: {
          on: {
            'panel.toggle': 'closed',
            'panel.close': 'closed',
            'notification.click': {
              target: 'closed',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const item = context.items.find((candidate) => candidate._id === event.id);
                if (!item) return;
                if (!item.read) {
                  enqueue({ type: 'markOneRead', params: { id: item._id } });
                  enqueue.spawnChild('markRead', { input: { id: item._id } });
                }
                const route = notificationRoute(item);
                if (route) enqueue({ type: 'navigate', params: { to: route } });
              }),
            },
          },
        },
      },
    },
  },
});

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectNotifications = (snapshot: NotificationsSnapshot) => snapshot.context.items;
export const selectUnreadCount = (snapshot: NotificationsSnapshot) =>
  snapshot.context.items.filter((item) => !item.read).length;
export const selectIsPanelOpen = (snapshot: NotificationsSnapshot) =>
  snapshot.matches({ panel: 'open' });
export const selectIsLoading = (snapshot: NotificationsSnapshot) =>
  snapshot.matches({ list: 'loading' });
