// Notification preferences: each person's kinds × channels, mutes, quiet hours and digest hour
// (preferences.yaml). Registers the router that decides every notification's channels from them.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { MuteList } from './mutes';
import { PreferencesService } from './preferences';
import { PreferenceRouter } from './routing';

export function preferenceHandlers(ctx: AppContext): Handlers {
  const mutes = new MuteList(ctx);
  const preferences = new PreferencesService(ctx, mutes);
  ctx.hub.useRouter(new PreferenceRouter(ctx));

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
  });
}
