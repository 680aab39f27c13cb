import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackOutlet } from './feedback/feedback-outlet';
import type { FeedbackStore } from './feedback/feedback-store';
import type { RootActorsLoader } from './root-actors-loader';
import { RootActorsProvider } from './session';
import { ThemeProvider } from './theme';

export interface AppProvidersProps {
  actors: RootActorsLoader;
  queryClient: QueryClient;
  feedback: FeedbackStore;
  children: ReactNode;
}

/** Everything a screen may rely on: the cache, the root actors, the theme, toasts and alerts. */
export function AppProviders({ actors, queryClient, feedback, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RootActorsProvider loader={actors}>
        <ThemeProvider>
          {children}
          <FeedbackOutlet store={feedback} />
        </ThemeProvider>
      </RootActorsProvider>
    </QueryClientProvider>
  );
}
