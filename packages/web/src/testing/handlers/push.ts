import type { PushSubscriptionCreate } from '@campus/sdk';
import {
  getGetPushKeyMockHandler,
  getSubscribePushMockHandler,
  getUnsubscribePushMockHandler,
} from '@campus/sdk/msw';
import { failing, pending, storyNow, type Route } from './kit';

/** The server's VAPID public key as it answers it (87 base64url characters). */
export const storyPushKey = `B${'A'.repeat(86)}`;

const subscribe: Route = ['post', '*/api/users/:id/push-subscriptions'];

/**
 * A server that keeps this browser's subscription: `subscribed` lists the endpoints it holds, so a
 * story can see that turning push on told the server and turning it off told it too.
 */
export function pushAnswering() {
  const subscribed = new Set<string>();
  const handlers = [
    getGetPushKeyMockHandler({ publicKey: storyPushKey }),
    getSubscribePushMockHandler(async ({ request }) => {
      const { endpoint } = (await request.json()) as PushSubscriptionCreate;
      subscribed.add(endpoint);
      return { _id: 'ps-1', endpoint, createdAt: storyNow.toISOString() };
    }),
    getUnsubscribePushMockHandler(({ request }) => {
      subscribed.delete(new URL(request.url).searchParams.get('endpoint') ?? '');
    }),
  ];
  return { handlers, subscribed };
}

/** Subscribing hangs (the control's "Turning on…"). */
export const subscribingPush = () => [...pending([subscribe]), ...pushAnswering().handlers];

/** Subscribing fails with the server's words. */
export const refusingPush = () => [...failing([subscribe]), ...pushAnswering().handlers];
