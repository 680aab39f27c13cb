import type {
  NotificationChannels,
  NotificationKind,
  NotificationMute,
  NotificationMuteCreate,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@campus/sdk';
import {
  getGetNotificationPreferencesMockHandler,
  getMuteNotificationsMockHandler,
  getResetNotificationPreferencesMockHandler,
  getUnmuteNotificationsMockHandler,
  getUpdateNotificationPreferencesMockHandler,
} from '@campus/sdk/msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/users/:id/notification-preferences']];

const on = (...channels: (keyof NotificationChannels)[]): NotificationChannels => ({
  in_app: channels.includes('in_app'),
  email_now: channels.includes('email_now'),
  digest: channels.includes('digest'),
  push: channels.includes('push'),
});

/** A student's defaults, as the server answers them. */
const studentDefaults: [NotificationKind, NotificationChannels][] = [
  ['tasks_reviews', on('in_app', 'push')],
  ['bookings', on('in_app', 'email_now', 'push')],
  ['live_classes', on('in_app', 'push')],
  ['mentor_updates', on('in_app', 'email_now')],
  ['messages', on('in_app', 'push')],
  ['questions_answers', on('in_app')],
  ['grades_certificates', on('in_app', 'email_now')],
  ['account_payment', on('in_app', 'email_now')],
];

const mutedBatch: NotificationMute = {
  _id: 'm-batch',
  scope: 'batch',
  batch: { monthYear: '2026-12', domain: 'fullstack' },
  label: 'Full-stack 2026-12',
  createdAt: storyNow.toISOString(),
};
const mutedCourse: NotificationMute = {
  _id: 'm-course',
  scope: 'course',
  courseId: 'c-react',
  label: 'React from scratch',
  createdAt: storyNow.toISOString(),
};

/** A student on the defaults, in Kolkata, nothing muted. */
export const studentPreferences: NotificationPreferences = {
  userId: 'u-student-1',
  kinds: studentDefaults.map(([kind, channels]) => ({
    kind,
    channels,
    defaults: channels,
    locked: kind === 'account_payment',
  })),
  mutes: [],
  quietHours: null,
  timeZone: 'Asia/Kolkata',
  digestHour: 18,
};

/** The same student with quiet hours at night and a batch and a course muted. */
const mutedPreferences: NotificationPreferences = {
  ...studentPreferences,
  mutes: [mutedBatch, mutedCourse],
  quietHours: { start: '22:00', end: '07:00' },
};

/**
 * A server that keeps what is sent (handlers earlier in `msw.use` win, so a failing save goes
 * before these): changes are applied, mutes lifted, reset answers the defaults
 * — so a story can save, unmute or reset and see the page answer as the app would.
 */
export function preferencesAnswering(start: NotificationPreferences) {
  let stored = structuredClone(start);
  return [
    getGetNotificationPreferencesMockHandler(() => stored),
    getUpdateNotificationPreferencesMockHandler(async ({ request }) => {
      const change = (await request.json()) as NotificationPreferencesUpdate;
      stored = {
        ...stored,
        kinds: stored.kinds.map((k) => {
          const c = change.kinds?.find((x) => x.kind === k.kind);
          return c ? { ...k, channels: { ...k.channels, ...c.channels } } : k;
        }),
        ...(change.quietHours !== undefined ? { quietHours: change.quietHours } : {}),
        ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
        ...(change.digestHour !== undefined ? { digestHour: change.digestHour } : {}),
      };
      return stored;
    }),
    getMuteNotificationsMockHandler(async ({ request }) => {
      const asked = (await request.json()) as NotificationMuteCreate;
      const mute: NotificationMute = {
        _id: `m-${stored.mutes.length + 1}`,
        ...asked,
        label: asked.scope === 'batch' ? 'Full-stack 2026-12' : 'React from scratch',
        createdAt: storyNow.toISOString(),
      };
      stored = { ...stored, mutes: [...stored.mutes, mute] };
      return mute;
    }),
    getUnmuteNotificationsMockHandler(({ params }) => {
      stored = { ...stored, mutes: stored.mutes.filter((m) => m._id !== params['muteId']) };
    }),
    getResetNotificationPreferencesMockHandler(() => {
      stored = {
        ...stored,
        kinds: stored.kinds.map((k) => ({ ...k, channels: k.defaults })),
        mutes: [],
        quietHours: null,
        digestHour: 18,
      };
      return stored;
    }),
  ];
}

const save: Route = ['patch', '*/api/users/:id/notification-preferences'];

/** The preferences load; every save hangs (the page's saving state, held). */
export const savingPreferences = () => [
  ...pending([save]),
  ...preferencesAnswering(mutedPreferences),
];

/** The preferences load; every save fails with the server's words. */
export const refusingPreferences = () => [
  ...failing([save]),
  ...preferencesAnswering(mutedPreferences),
];

/** The preferences load (nothing muted); muting fails with the server's words. */
export const refusingMutes = () => [
  ...failing([['post', '*/api/users/:id/notification-preferences/mutes']]),
  ...preferencesAnswering(studentPreferences),
];

/** The page's groups, each server fresh: a story's saves never reach the next story. */
export const preferenceGroups = (): HandlerGroups => ({
  full: preferencesAnswering(mutedPreferences),
  empty: preferencesAnswering(studentPreferences),
  error: failing(routes),
  loading: pending(routes),
});
