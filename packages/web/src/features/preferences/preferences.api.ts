import {
  getNotificationPreferences,
  muteNotifications,
  resetNotificationPreferences,
  unmuteNotifications,
  updateNotificationPreferences,
  type NotificationMuteCreate,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { preferenceKeys } from '../../data/preferences/keys';

/** The signed-in person's notification preferences (only they may read them). */
export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferenceKeys.of(userId),
    queryFn: () => getNotificationPreferences(userId),
  });

/** The preferences as they stand once `change` is applied: what the screen shows while it saves. */
function withChange(
  current: NotificationPreferences,
  change: NotificationPreferencesUpdate,
): NotificationPreferences {
  return {
    ...current,
    kinds: current.kinds.map((k) => {
      const changed = change.kinds?.find((c) => c.kind === k.kind);
      return changed && !k.locked ? { ...k, channels: { ...k.channels, ...changed.channels } } : k;
    }),
    ...(change.quietHours !== undefined ? { quietHours: change.quietHours } : {}),
    ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
    ...(change.digestHour !== undefined ? { digestHour: change.digestHour } : {}),
  };
}

/**
 * Saves a change. The screen shows it at once; a refused or failed save puts back what was stored
 * before, so the screen never shows a choice the server does not hold.
 */
export function useUpdatePreferences(userId: string) {
  const client = useQueryClient();
  const key = preferenceKeys.of(userId);
  return useMutation({
    mutationFn: (change: NotificationPreferencesUpdate) =>
      updateNotificationPreferences(userId, change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationPreferences>(key);
      if (before) client.setQueryData(key, withChange(before, change));
      return { before };
    },
    onError: (_error, _change, saved) => {
      if (saved?.before) client.setQueryData(key, saved.before);
    },
    onSuccess: (stored) => client.setQueryData(key, stored),
  });
}

/** Every kind back to the role's defaults, quiet hours off, the digest at 18:00, every mute lifted. */
export function useResetPreferences(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => resetNotificationPreferences(userId),
    onSuccess: (stored) => {
      client.setQueryData(preferenceKeys.of(userId), stored);
    },
  });
}

/** Mutes a course or a batch: nothing about it reaches the person, account and payment aside. */
export function useMute(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: NotificationMuteCreate) => muteNotifications(userId, target),
    onSuccess: () => refreshAfter(client, 'preferences.changed'),
  });
}

/** Lifts one mute: its course's or batch's notifications reach the person again. */
export function useUnmute(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (muteId: string) => unmuteNotifications(userId, muteId),
    onSuccess: () => refreshAfter(client, 'preferences.changed'),
  });
}
