import type { User } from '@campus/sdk';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RootActors, SessionActors } from './root-actors';

const RootActorsContext = createContext<RootActors | null>(null);

export function RootActorsProvider({
  actors,
  children,
}: {
  actors: RootActors;
  children: ReactNode;
}) {
  return <RootActorsContext.Provider value={actors}>{children}</RootActorsContext.Provider>;
}

export function useRootActors(): RootActors {
  const actors = useContext(RootActorsContext);
  if (!actors) throw new Error('useRootActors needs <RootActorsProvider> (src/app/providers.tsx)');
  return actors;
}

export type SessionStatus = 'loading' | 'authenticated' | 'loggedOut';

export interface Session {
  status: SessionStatus;
  user: User | null;
}

/** Who is signed in, read from the root auth actor (the one source of truth for the session). */
export function useSession(): Session {
  const { auth } = useRootActors();
  const status = useSelector(auth, (s): SessionStatus =>
    s.matches('loading') ? 'loading' : s.matches('authenticated') ? 'authenticated' : 'loggedOut',
  );
  const user = useSelector(auth, (s) => s.context.user);
  return { status, user: status === 'authenticated' ? user : null };
}

/** The actors of the current session (the bell's, the chat's); they change when the user does. */
export function useSessionActors(): SessionActors {
  const { session } = useRootActors();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
