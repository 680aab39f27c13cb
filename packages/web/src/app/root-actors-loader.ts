import { configure, getConfig, prepareTransport, type User } from '@campus/sdk';
import { retryableImport } from './chunk-import';
import type { RootActorDeps, RootActors, SessionActors } from './root-actors';

export type SessionStatus = 'loading' | 'authenticated' | 'loggedOut';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

interface Store<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

/**
 * The root actors, loaded when they are first needed: XState, the root machine and the
 * machines it spawns are a chunk of their own. A signed-in user (a stored token) needs them at
 * once: `startApp` loads them before the first render has finished. A visitor's first pages (/,
 * /login, /courses) run without them — the session is known to be "logged out" without asking
 * anyone — and they load on the visitor's first interaction (a pointer, a key, a focus), the login
 * form's submit or the chat's launcher, or a route that needs them (`useRootActors`).
 *
 * Until then the loader answers for them: the session (`sessionBefore`), no session actors.
 */
export interface RootActorsLoader {
  /** The actors once loaded and started, else null. */
  get(): RootActors | null;
  /** Loads and starts them (once); the same promise every call until one fails. */
  load(): Promise<RootActors>;
  /** Called once, when the actors are there. */
  subscribe(listener: () => void): () => void;
  /** Who is signed in: `sessionBefore` until the actors load, then the auth actor's answer. */
  session: Store<Session>;
  /** The per-user actors (the bell's, the chat's): null until the actors load. */
  sessionActors: Store<SessionActors | null>;
}

export interface RootActorsLoaderOptions extends RootActorDeps {
  /** What the session is before the actors answer: loading when a token is stored, else logged out. */
  sessionBefore?: Session;
  /** Where the root actors come from (tests give their own). */
  importActors?: () => Promise<{ createRootActors: (deps: RootActorDeps) => RootActors }>;
}

export function createRootActorsLoader({
  sessionBefore = { status: getConfig().tokenStore.get() ? 'loading' : 'loggedOut', user: null },
  importActors = retryableImport(() => import('./root-actors')),
  ...deps
}: RootActorsLoaderOptions): RootActorsLoader {
  let actors: RootActors | null = null;
  let loading: Promise<RootActors> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  // Spec §8 "Global": the SDK already removed the token; the auth actor forgets the user and
  // sends them to /login (with the deactivated alert first, when that was the cause). Without
  // actors there is no user to forget.
  configure({
    baseURL: '',
    onUnauthorized: () => actors?.auth.send({ type: 'session.unauthorized' }),
    onDeactivated: () => actors?.auth.send({ type: 'session.deactivated' }),
  });

  const load = () => {
    // The actors call the API at once (the session check, a login): the SDK's transport loads
    // beside them rather than after.
    prepareTransport();
    return (loading ??= importActors()
      .then(({ createRootActors }) => {
        const created = createRootActors(deps);
        created.start();
        actors = created;
        listeners.forEach((listener) => listener());
        return created;
      })
      .catch((error: unknown) => {
        // The chunk did not arrive (offline, a new deploy), or the actors did not start: the next
        // use tries again (importActors asks for the chunk under a fresh URL).
        loading = undefined;
        throw error;
      }));
  };

  const whenLoaded =
    <T>(store: (a: RootActors) => Store<T>): Store<T>['subscribe'] =>
    (listener) => {
      let inner = actors ? store(actors).subscribe(listener) : undefined;
      const outer = subscribe(() => {
        inner = store(actors!).subscribe(listener);
        listener();
      });
      return () => {
        outer();
        inner?.();
      };
    };

  return {
    get: () => actors,
    load,
    subscribe,
    session: {
      get: () => (actors ? actors.session.get() : sessionBefore),
      subscribe: whenLoaded((a) => a.session),
    },
    sessionActors: {
      get: () => (actors ? actors.sessionActors.get() : null),
      subscribe: whenLoaded((a) => a.sessionActors),
    },
  };
}

/**
 * The first pointer, key or field focus on the page (a visitor is about to use something), or the
 * browser coming back online (a load that failed while offline).
 */
export function loadOnFirstInteraction(
  loader: RootActorsLoader,
  target: EventTarget = document,
  online: EventTarget = window,
) {
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const once = (event: Event) => {
    // The app moves focus itself (the page's heading after navigation): only a field counts.
    if (event.type === 'focusin' && !isField(event.target)) return;
    events.forEach((type) => target.removeEventListener(type, once, true));
    online.removeEventListener('online', once);
    // Failed (offline): the next interaction, or coming back online, tries again.
    loader.load().catch(() => loadOnFirstInteraction(loader, target, online));
  };
  events.forEach((type) => target.addEventListener(type, once, { capture: true, passive: true }));
  online.addEventListener('online', once);
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
