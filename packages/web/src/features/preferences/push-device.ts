// This browser's side of web push: whether it can push at all, whether Campus's notifications are
// allowed, and its subscription — through the service worker (public/service-worker.js), registered
// only when the person turns push on. The preferences page's control (push-on-this-device.tsx)
// takes it as a prop, so its stories and tests stand in for the browser.
import type { PushSubscriptionCreate } from '@campus/sdk';

/** Where this browser stands: it cannot push, the person blocked Campus, or push is on or off. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export interface PushDevice {
  /** Where the browser stands now. */
  state(): Promise<PushState>;
  /**
   * Asks permission if need be, registers the worker and subscribes with the server's key:
   * the subscription to send the server, or the permission the person gave instead.
   */
  subscribe(publicKey: string): Promise<PushSubscriptionCreate | 'denied' | 'default'>;
  /** This browser's subscription's endpoint, or null. */
  endpoint(): Promise<string | null>;
  /** Drops this browser's subscription (the push service forgets it). */
  unsubscribe(): Promise<void>;
}

const WORKER = '/service-worker.js';

const supported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function current(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The browser's own. */
export const browserPush: PushDevice = {
  async state() {
    if (!supported()) return 'unsupported';
    if (Notification.permission === 'denied') return 'denied';
    return Notification.permission === 'granted' && (await current()) ? 'on' : 'off';
  },
  async subscribe(publicKey) {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return permission;
    await navigator.serviceWorker.register(WORKER);
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const { endpoint, keys } = subscription.toJSON();
    if (!endpoint || !keys?.['p256dh'] || !keys['auth'])
      throw new Error('This browser gave an incomplete push subscription.');
    return { endpoint, keys: { p256dh: keys['p256dh'], auth: keys['auth'] } };
  },
  async endpoint() {
    return (await current())?.endpoint ?? null;
  },
  async unsubscribe() {
    await (await current())?.unsubscribe();
  },
};
