// Notification preferences: each person's kinds × channels, mutes, quiet hours and digest hour
// (preferences.yaml). Registers the router that decides every notification's channels from them,
// the job that sends what waits for later (held mail, the daily digest), and the pages of a mail's
// one-click unsubscribe link.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { DELIVERIES_JOB_MS, DeliveriesJob } from './deliveries-job';
import { MuteList } from './mutes';
import { NotificationMails } from './notification-mails';
import { PreferencesService } from './preferences';
import { PreferenceRouter } from './routing';
import { MailUnsubscribe, UnsubscribeLinks } from './unsubscribe';

export function preferenceHandlers(ctx: AppContext): Handlers {
  const mutes = new MuteList(ctx);
  const preferences = new PreferencesService(ctx, mutes);
  const links = new UnsubscribeLinks(ctx);
  const mails = new NotificationMails(ctx.config.publicUrl, links);
  const unsubscribe = new MailUnsubscribe(ctx, links, preferences);
  const deliveries = new DeliveriesJob(ctx, mails);
  ctx.hub.useRouter(new PreferenceRouter(ctx, mails));
  ctx.extensions.jobs.push({
    name: 'notification-deliveries',
    everyMs: DELIVERIES_JOB_MS,
    run: async () => void (await deliveries.run()),
  });

  return defineHandlers({
    getNotificationPreferences: (c) => preferences.get(me(c), c.params.id),
    updateNotificationPreferences: (c) => preferences.update(me(c), c.params.id, c.body),
    resetNotificationPreferences: (c) => preferences.reset(me(c), c.params.id),
    muteNotifications: async (c) => {
      const { created, mute } = await mutes.add(me(c), c.params.id, c.body);
      if (created) c.reply.code(201);
      return mute;
    },
    unmuteNotifications: async (c) => {
      await mutes.remove(me(c), c.params.id, c.params.muteId);
    },
    showMailUnsubscribe: async (c) => {
      const { status, html } = await unsubscribe.page(c.query.token);
      c.reply.code(status).type('text/html; charset=utf-8');
      return html;
    },
    unsubscribeFromMail: async (c) => {
      const { status, html } = await unsubscribe.unsubscribe(c.query.token);
      c.reply.code(status).type('text/html; charset=utf-8');
      return html;
    },
  });
}
