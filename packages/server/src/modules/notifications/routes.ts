import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';

export function notificationHandlers(ctx: AppContext): Handlers {
  const svc = ctx.services.notifications;
  return defineHandlers({
    listNotifications: (call) => svc.list(me(call).id, call.query),
    markAllNotificationsRead: async (call) => ({ updated: await svc.markAllRead(me(call).id) }),
    markNotificationRead: (call) => svc.markRead(me(call).id, call.params.id),
    clearNotifications: async (call) => {
      await svc.clear(me(call).id);
    },
  });
}
