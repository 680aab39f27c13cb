// The web app's service worker: shows Campus's pushes and opens the right page on a click. The
// preferences page registers it (features/preferences/push-on-this-device.tsx) when its person turns
// push on in this browser; nothing else loads it, so no first visit downloads it. Plain JavaScript
// served from the app's root (Vite copies public/ as it is): a worker's scope is the folder it is
// served from, and the root covers every page. It has no fetch handler: pages load as without it.
//
// A push's payload (packages/server/src/modules/push/sender.ts `PushPayload`):
// { title, body, url, reason, tag } — `url` is a path of the app, `reason` says why it came.

/** The app page a notification opens: a path on this origin; anything else opens the home page. */
function pageOf(url) {
  const page = new URL(
    typeof url === 'string' && url.startsWith('/') ? url : '/',
    self.location.origin,
  );
  return page.origin === self.location.origin ? page.href : new URL('/', self.location.origin).href;
}

// A new version takes over at once, and open tabs come under it: a click can then move them
// (WindowClient.navigate works only on pages this worker controls).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The push's JSON; a push that is not JSON shows its text. */
function payloadOf(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event.data);
  const body = [push.body, push.reason].filter(Boolean).join('\n');
  event.waitUntil(
    self.registration.showNotification(push.title || 'Campus', {
      body,
      tag: push.tag,
      data: { url: pageOf(push.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || pageOf('/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      // A Campus tab already open goes to the page and comes to the front; otherwise a new one.
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (!tab) return self.clients.openWindow(url);
      return tab
        .navigate(url)
        .then((moved) => (moved || tab).focus())
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
