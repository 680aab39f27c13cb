import type { QueryClient } from '@tanstack/react-query';
import { createFeedbackStore, type FeedbackStore } from './feedback/feedback-store';
import { AppLayout } from './layouts/app-layout';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRootActors, type RootActors } from './root-actors';
import { AppRoutes } from './router';

export interface AppDeps {
  feedback: FeedbackStore;
  queryClient: QueryClient;
  actors: RootActors;
}

/**
 * App start (spec §4): the feedback outlet, the cache, and the root actors, configured and started
 * once for the life of the page — outside React, so StrictMode's double effects cannot restart them.
 */
export function startApp(): AppDeps {
  const feedback = createFeedbackStore();
  const queryClient = createQueryClient();
  const actors = createRootActors({ feedback, queryClient });
  actors.start();
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
