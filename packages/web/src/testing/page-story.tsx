import type { User } from '@campus/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { makeUser } from './fixtures';
import { failing, pending, serverFailure, type HandlerGroups, type Route } from './handlers/kit';

/** Who a page story is signed in as, one per role (the page's guard decides which it needs). */
export const storyUsers = {
  student: makeUser(),
  mentor: makeUser({
    _id: 'u-mentor-1',
    name: 'Meera Iyer',
    email: 'meera@example.com',
    role: 'mentor',
  }),
  instructor: makeUser({
    _id: 'u-instructor-1',
    name: 'Vikram Nair',
    email: 'vikram@example.com',
    role: 'instructor',
  }),
  admin: makeUser({
    _id: 'u-admin-1',
    name: 'Priya Shah',
    email: 'priya@example.com',
    role: 'admin',
  }),
} satisfies Record<string, User>;

/**
 * A page as the app shows it: a fresh query cache (no retries, so an error shows at once), the
 * router at the page's route (search included) and the shell's `<main>` landmark around it.
 */
export function PageFrame({ route, children }: { route: string; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
        },
      }),
  );
  const [location] = useState(() => {
    const [path = '/', search = ''] = route.split('?');
    return memoryLocation({ path, searchPath: search });
  });
  return (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <main style={{ padding: '1.5rem', maxInlineSize: '72rem', marginInline: 'auto' }}>
          {children}
        </main>
      </Router>
    </QueryClientProvider>
  );
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The route a page story renders at, e.g. `/courses?level=beginner`. */
    route?: string;
  }
}

/** Renders every story of a page file inside `PageFrame` at `parameters.route`. */
export const withPage: Decorator = (Story, { parameters }) => (
  <PageFrame route={parameters.route ?? '/'}>
    <Story />
  </PageFrame>
);

type StoryPart = Pick<StoryObj, 'beforeEach' | 'play'>;

/**
 * The busy and failed states of a form page: `submit` fills the form and sends it; the calls in
 * `routes` then hang (Loading: the submit button says aria-busy) or fail (Error: the server's
 * message shows).
 */
export function submitStates(
  routes: readonly Route[],
  submitLabel: string,
  submit: (canvasElement: HTMLElement) => Promise<unknown>,
): { loading: StoryPart; error: StoryPart } {
  return {
    loading: {
      beforeEach: ({ msw }) => msw.use(...pending(routes)),
      play: async ({ canvasElement }) => {
        await submit(canvasElement);
        await expect(
          within(canvasElement).getByRole('button', { name: submitLabel }),
        ).toHaveAttribute('aria-busy', 'true');
      },
    },
    error: {
      beforeEach: ({ msw }) => msw.use(...failing(routes)),
      play: async ({ canvasElement }) => {
        await submit(canvasElement);
        await within(canvasElement).findByText(serverFailure);
      },
    },
  };
}

/** The loading, empty and failed states of a page that lists `groups`' data. */
export function listStates(
  groups: HandlerGroups,
  expectations: { loading: string | RegExp; empty: string | RegExp },
): { loading: StoryPart; empty: StoryPart; error: StoryPart } {
  const find = (canvasElement: HTMLElement, text: string | RegExp) =>
    within(canvasElement).findByText(text);
  return {
    loading: {
      beforeEach: ({ msw }) => msw.use(...groups.loading),
      play: async ({ canvasElement }) => {
        await within(canvasElement).findByRole('list', { name: expectations.loading });
      },
    },
    empty: {
      beforeEach: ({ msw }) => msw.use(...groups.empty),
      play: async ({ canvasElement }) => {
        await find(canvasElement, expectations.empty);
      },
    },
    error: {
      beforeEach: ({ msw }) => msw.use(...groups.error),
      play: async ({ canvasElement }) => {
        await find(canvasElement, serverFailure);
      },
    },
  };
}

type Canvas = ReturnType<typeof within>;

/**
 * The loading, empty and failed states of a page over `groups`: the loading text shows while the
 * calls hang; the empty text when they answer nothing; on failure the server's words show, and
 * Try again (against `groups.full`) brings the page back, `ready` saying what it then shows.
 */
export function pageStates(
  groups: HandlerGroups,
  expectations: {
    loading?: string | RegExp;
    empty?: string | RegExp;
    ready?: (canvas: Canvas) => Promise<unknown>;
  },
): { loading: StoryPart; empty: StoryPart; error: StoryPart } {
  const { loading = '', empty = '', ready } = expectations;
  return {
    loading: {
      beforeEach: ({ msw }) => msw.use(...groups.loading),
      play: async ({ canvasElement }) => {
        await within(canvasElement).findByText(loading);
      },
    },
    empty: {
      beforeEach: ({ msw }) => msw.use(...groups.empty),
      play: async ({ canvasElement }) => {
        await within(canvasElement).findByText(empty);
      },
    },
    error: {
      beforeEach: ({ msw }) => msw.use(...groups.error),
      play: async ({ canvasElement, msw }) => {
        const canvas = within(canvasElement);
        await canvas.findByText(serverFailure);
        msw.use(...groups.full);
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await ready?.(canvas);
      },
    },
  };
}
