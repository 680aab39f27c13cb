import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RootActors, SessionActors } from './root-actors';
import type { RootActorsLoader, Session } from './root-actors-loader';

export type { Session, SessionStatus } from './root-actors-loader';

const RootActorsContext = createContext<RootActorsLoader | null>(null);

export function RootActorsProvider({
  loader,
  children,
}: {
  loader: RootActorsLoader;
  children: ReactNode;
}) {
  return <RootActorsContext.Provider value={loader}>{children}</RootActorsContext.Provider>;
}

export function useRootActorsLoader(): RootActorsLoader {
  const loader = useContext(RootActorsContext);
  if (!loader) throw new Error('useRootActors needs <RootActorsProvider> (src/app/providers.tsx)');
  return loader;
}

/**
 * The root actors, for a screen that cannot work without them: it suspends (the page's loading
 * state) until they have loaded. Signed-in screens never wait: a session means they are there.
 */
export function useRootActors(): RootActors {
  const loader = useRootActorsLoader();
  return loader.get() ?? use(loader.load());
}

/** The root actors if they have loaded, else null — without asking for them (see the loader). */
export function useLoadedRootActors(): RootActors | null {
  const loader = useRootActorsLoader();
  return useSyncExternalStore(loader.subscribe, loader.get, loader.get);
}

/** Who is signed in, read from the root auth actor (the one source of truth for the session). */
export function useSession(): Session {
  const { session } = useRootActorsLoader();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * The actors of the current session (the bell's, the chat's); they change when the user does.
 * Null until the root actors have loaded (a visitor who has not used anything yet).
 */
export function useSessionActors(): SessionActors | null {
  const { sessionActors } = useRootActorsLoader();
  return useSyncExternalStore(sessionActors.subscribe, sessionActors.get, sessionActors.get);
}
