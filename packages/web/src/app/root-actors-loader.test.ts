import { getConfig } from '@campus/sdk';
import { getListNotificationsMockHandler } from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { createFeedbackStore } from './feedback/feedback-store';
import { makeUser } from '../testing/fixtures';
import { noChatHistory } from '../testing/handlers/chatbot';
import { createQueryClient } from './query-client';
import type { RootActorDeps } from './root-actors';
import {
  createRootActorsLoader,
  loadOnFirstInteraction,
  type RootActorsLoaderOptions,
} from './root-actors-loader';

afterEach(() => getConfig().tokenStore.remove());

const deps = (): RootActorDeps => ({
  feedback: createFeedbackStore(),
  queryClient: createQueryClient(),
  navigate: () => {},
});

describe('root actors loader', () => {
  it('a visitor is logged out before anything loads, and nothing loads by itself', () => {
    const importActors = vi.fn(() => import('./root-actors'));
    const loader = createRootActorsLoader({ ...deps(), importActors });
    expect(loader.session.get()).toEqual({ status: 'loggedOut', user: null });
    expect(loader.get()).toBeNull();
    expect(loader.sessionActors.get()).toBeNull();
    expect(importActors).not.toHaveBeenCalled();
  });

  it('a stored token means the session is loading until the actors answer', () => {
    getConfig().tokenStore.set('stored-token');
    const loader = createRootActorsLoader(deps());
    expect(loader.session.get()).toEqual({ status: 'loading', user: null });
  });

  it('loads once, starts the actors, and hands the stores over to them', async () => {
    const importActors = vi.fn(() => import('./root-actors'));
    const loader = createRootActorsLoader({ ...deps(), importActors });
    const loaded = vi.fn();
    const sessionChanged = vi.fn();
    loader.subscribe(loaded);
    const stop = loader.session.subscribe(sessionChanged);
    const [a, b] = await Promise.all([loader.load(), loader.load()]);
    expect(a).toBe(b);
    expect(importActors).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loader.get()).toBe(a);
    expect(a.root.getSnapshot().status).toBe('active');
    expect(loader.session.get()).toEqual({ status: 'loggedOut', user: null });
    expect(loader.sessionActors.get()?.chat).toBe(a.sessionActors.get().chat);
    // The session store now follows the auth actor.
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    sessionChanged.mockClear();
    a.auth.send({ type: 'credentials.submit', credentials: { email: 'a@b.c', password: 'x' } });
    expect(sessionChanged).toHaveBeenCalled();
    stop();
    a.root.stop();
    // The first real import of root-actors transforms the app's whole actor graph: seconds on a
    // loaded machine (it ran past the default 5 s during a full run beside other suites).
  }, 60_000);

  it('a load that failed (offline) is tried again by the next use', async () => {
    const importActors = vi
      .fn<NonNullable<RootActorsLoaderOptions['importActors']>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./root-actors'));
    const loader = createRootActorsLoader({ ...deps(), importActors });
    await expect(loader.load()).rejects.toThrow(TypeError);
    expect(loader.get()).toBeNull();
    const actors = await loader.load();
    expect(loader.get()).toBe(actors);
    expect(importActors).toHaveBeenCalledTimes(2);
    actors.root.stop();
  });

  it('the session and its actors follow a login, for subscribers from before and after the load', async () => {
    const user = makeUser();
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ token: 'fresh-token', user })),
      // What a signed-in user's actors read first: the bell's page and the chat's history.
      getListNotificationsMockHandler({ items: [], unread: 0, nextCursor: null, pageSize: 10 }),
      noChatHistory(),
    );
    const loader = createRootActorsLoader(deps());
    // Each listener notes the chat it can see when told: the last must be the new user's.
    const seen = { early: [] as unknown[], late: [] as unknown[] };
    const early = {
      session: vi.fn(),
      actors: vi.fn(() => seen.early.push(loader.sessionActors.get()?.chat)),
    };
    loader.session.subscribe(early.session);
    loader.sessionActors.subscribe(early.actors);
    const actors = await loader.load();
    const late = {
      session: vi.fn(),
      actors: vi.fn(() => seen.late.push(loader.sessionActors.get()?.chat)),
    };
    loader.session.subscribe(late.session);
    loader.sessionActors.subscribe(late.actors);
    const visitorChat = loader.sessionActors.get()!.chat;
    for (const listener of [early.session, early.actors]) listener.mockClear();

    actors.auth.send({
      type: 'credentials.submit',
      credentials: { email: user.email, password: 'secret-1' },
    });
    await vi.waitFor(() => expect(loader.session.get().status).toBe('authenticated'));
    expect(loader.session.get().user?._id).toBe(user._id);
    // The per-user actors are new ones (the visitor's chat was stopped), and everyone was told.
    expect(loader.sessionActors.get()!.chat).not.toBe(visitorChat);
    expect(loader.sessionActors.get()!.notifications).not.toBeNull();
    for (const listener of [early.session, late.session]) expect(listener).toHaveBeenCalled();
    const chat = loader.sessionActors.get()!.chat;
    expect(seen.early.at(-1)).toBe(chat);
    expect(seen.late.at(-1)).toBe(chat);
    actors.root.stop();
  });

  it('actors that fail to start are not handed out, and the next use tries again', async () => {
    let attempts = 0;
    const loader = createRootActorsLoader({
      ...deps(),
      importActors: async () => {
        const real = await import('./root-actors');
        return {
          createRootActors: (d: RootActorDeps) => {
            if ((attempts += 1) === 1) throw new Error('start failed');
            return real.createRootActors(d);
          },
        };
      },
    });
    await expect(loader.load()).rejects.toThrow('start failed');
    expect(loader.get()).toBeNull();
    const actors = await loader.load();
    expect(loader.get()).toBe(actors);
    actors.root.stop();
  });

  it('a refused session (401) reaches the auth actor once loaded, and nothing before', async () => {
    const loader = createRootActorsLoader(deps());
    expect(() => getConfig().onUnauthorized()).not.toThrow();
    const actors = await loader.load();
    const seen = vi.fn();
    actors.auth.subscribe(seen);
    getConfig().onUnauthorized();
    expect(seen).toHaveBeenCalled();
    actors.root.stop();
  });
});

describe('loadOnFirstInteraction', () => {
  it('after a failed load, the next interaction or coming back online tries again', async () => {
    const load = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockReturnValue(new Promise(() => {}));
    const target = new EventTarget();
    const online = new EventTarget();
    loadOnFirstInteraction({ load } as never, target, online);
    target.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    online.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    target.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    // Loaded (or loading): nothing more is asked for.
    online.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a pointer, a key or a field taking focus loads; the app moving focus elsewhere does not', () => {
    for (const fire of [
      (t: EventTarget) => t.dispatchEvent(new Event('pointerdown')),
      (t: EventTarget) => t.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
      () => {
        const input = document.body.appendChild(document.createElement('input'));
        input.focus();
        input.remove();
      },
    ]) {
      const load = vi.fn(() => Promise.resolve() as never);
      const target = document;
      const heading = document.body.appendChild(document.createElement('h1'));
      heading.tabIndex = -1;
      loadOnFirstInteraction({ load } as never, target);
      heading.focus();
      expect(load).not.toHaveBeenCalled();
      heading.remove();
      fire(target);
      fire(target);
      expect(load).toHaveBeenCalledTimes(1);
      // It stops listening after the first.
      target.dispatchEvent(new Event('pointerdown'));
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});
