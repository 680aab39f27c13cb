// @vitest-environment node
// The service worker (public/service-worker.js) run in a worker-like context of its own: a push shows
// its title, its text and reason, and a click opens the push's page — in the Campus tab already open,
// else in a new one — and never a page of another site.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(new URL('../../../public/service-worker.js', import.meta.url), 'utf8');
const ORIGIN = 'https://campus.test';

interface Tab {
  url: string;
  navigate: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

/** Loads the worker with stand-ins for the browser's worker globals; answers its listeners. */
function worker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: { body: string; data: { url: string } } }> = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/service-worker.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => {},
    },
    skipWaiting: async () => {},
  };
  runInNewContext(source, { self, URL });
  /** Dispatches an event and waits for what it asked the worker to finish. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const push = (payload: unknown) =>
    dispatch('push', {
      data: { json: () => payload, text: () => JSON.stringify(payload) },
    });
  const click = async (index = 0) => {
    const close = vi.fn();
    await dispatch('notificationclick', {
      notification: { ...shown[index]!.options, close },
    });
    expect(close).toHaveBeenCalled();
  };
  return { shown, opened, push, click };
}

const tab = (url: string): Tab => {
  const t: Tab = { url, navigate: vi.fn(), focus: vi.fn() };
  t.navigate.mockImplementation(async (to: string) => ({ ...t, url: to }));
  return t;
};

describe('the service worker', () => {
  it('shows a push with its reason, and a click opens its page in a new tab', async () => {
    const w = worker();
    await w.push({
      title: 'Campus',
      body: 'New task: Build a REST API',
      url: '/tasks/t-1',
      reason: 'You got this because you are in batch 2026-12 fullstack.',
      tag: 'n-1',
    });
    expect(w.shown).toEqual([
      {
        title: 'Campus',
        options: {
          body: 'New task: Build a REST API\nYou got this because you are in batch 2026-12 fullstack.',
          tag: 'n-1',
          data: { url: `${ORIGIN}/tasks/t-1` },
        },
      },
    ]);
    await w.click();
    expect(w.opened).toEqual([`${ORIGIN}/tasks/t-1`]);
  });

  it('moves an open Campus tab to the page and brings it forward', async () => {
    const other = tab('https://elsewhere.test/');
    const campus = tab(`${ORIGIN}/dashboard`);
    const w = worker([other, campus]);
    await w.push({ title: 'Campus', body: 'Class starts in 10 minutes', url: '/live-classes' });
    await w.click();
    expect(campus.navigate).toHaveBeenCalledWith(`${ORIGIN}/live-classes`);
    expect(campus.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(w.opened).toEqual([]);
  });

  it('never opens another site: a url that is not a path of the app opens the home page', async () => {
    const w = worker();
    await w.push({ body: 'x', url: '//evil.test/steal' });
    await w.push({ body: 'y', url: 'https://evil.test/' });
    await w.click(0);
    await w.click(1);
    expect(w.shown[0]?.title).toBe('Campus');
    expect(w.opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
