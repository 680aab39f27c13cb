import type { QueryClient } from '@tanstack/react-query';
import { createFeedbackStore, type FeedbackStore } from './feedback/feedback-store';
import { AppLayout } from './layouts/app-layout';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import {
  createRootActorsLoader,
  loadOnFirstInteraction,
  type RootActorsLoader,
} from './root-actors-loader';
import { AppRoutes } from './router';

export interface AppDeps {
  feedback: FeedbackStore;
  queryClient: QueryClient;
  /** The root actors, loaded when first needed (root-actors-loader.ts). */
  actors: RootActorsLoader;
}

/**
 * App start (spec §4): the feedback outlet, the cache, and the root actors, configured and started
 * once for the life of the page — outside React, so StrictMode's double effects cannot restart them.
 */
export function startApp(): AppDeps {
  const feedback = createFeedbackStore();
  const queryClient = createQueryClient();
  const actors = createRootActorsLoader({ feedback, queryClient });
  // A stored token: the session needs the auth actor now. A visitor's first use loads them.
  // If that load fails (offline, a new deploy), the session waits until the user does something
  // or the browser is back online, and tries again.
  if (actors.session.get().status === 'loading')
    actors.load().catch(() => loadOnFirstInteraction(actors));
  else loadOnFirstInteraction(actors);
  return { feedback, queryClient, actors };
}

export function App({ deps }: { deps: AppDeps }) {
  return (
    <AppProviders {...deps}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
    </AppProviders>
  );
}
