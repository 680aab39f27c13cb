import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { NotificationsService } from './service';

export function notificationHandlers(ctx: AppContext): Handlers {
  // The caller's own bell; the hub writes the rows through the store in ctx.services.notifications.
  const svc = new NotificationsService(ctx.db);
  return defineHandlers({
    listNotifications: (call) => svc.list(me(call).id, call.query),
    markAllNotificationsRead: async (call) => ({ updated: await svc.markAllRead(me(call).id) }),
    markNotificationRead: (call) => svc.markRead(me(call).id, call.params.id),
    clearNotifications: async (call) => {
      await svc.clear(me(call).id);
    },
  });
}
