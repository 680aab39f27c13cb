import type { Page } from 'playwright-core';

// What a test of a live change needs from a page: that its socket is connected before the change is
// made, and that the change reached the page that was already open (no reload, no new document).

/**
 * Resolves once the page's next socket is connected (socket.io's CONNECT acknowledged, "40…"):
 * call it before the navigation that opens the socket.
 */
export function socketConnected(page: Page) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
}

/** Marks the loaded document, so `stillLoaded` can tell it was never reloaded or replaced. */
export const markLoaded = (page: Page) =>
  page.evaluate(() => Object.assign(window, { campusLoadMark: 'kept' }));

/** 'kept' while the document `markLoaded` marked is still the page's. */
export const stillLoaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { campusLoadMark?: string }).campusLoadMark);
