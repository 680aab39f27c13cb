import type { PushSubscriptionCreate } from '@campus/sdk';
import type { PushDevice, PushState } from '../features/preferences/push-device';

export const fakeEndpoint = 'https://push.example.test/send/this-browser';

const subscription: PushSubscriptionCreate = {
  endpoint: fakeEndpoint,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/**
 * A browser's push for stories and tests: it starts in `state`; asked permission, the person
 * answers `answer` (granted: it subscribes). `subscribed` says whether it holds a subscription.
 */
export function fakePushDevice(
  state: PushState,
  answer: NotificationPermission = 'granted',
): PushDevice & { readonly subscribed: boolean } {
  let now = state;
  return {
    get subscribed() {
      return now === 'on';
    },
    state: async () => now,
    subscribe: async () => {
      if (answer !== 'granted') {
        if (answer === 'denied') now = 'denied';
        return answer;
      }
      now = 'on';
      return subscription;
    },
    endpoint: async () => (now === 'on' ? fakeEndpoint : null),
    unsubscribe: async () => {
      if (now === 'on') now = 'off';
    },
  };
}
