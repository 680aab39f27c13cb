import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';

interface ListQuery {
  unreadOnly: boolean;
  page: number;
  pageSize: number;
}

export function notificationHandlers(ctx: AppContext): Handlers {
  const svc = ctx.services.notifications;
  return {
    listNotifications: (call) => svc.list(me(call).id, call.query as unknown as ListQuery),
    markAllNotificationsRead: async (call) => ({ updated: await svc.markAllRead(me(call).id) }),
    markNotificationRead: (call) => svc.markRead(me(call).id, call.params.id ?? ''),
    clearNotifications: async (call) => {
      await svc.clear(me(call).id);
    },
  };
}
