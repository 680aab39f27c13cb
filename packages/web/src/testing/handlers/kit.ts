import { faker } from '@faker-js/faker';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';

/**
 * Named MSW handler groups: one per state a designer reviews. A page's stories pick a group
 * (`msw.use(...courses.empty)`), so every page shows the same data for the same state.
 */
export interface HandlerGroups {
  /** Realistic data: what the page looks like in use. */
  full: RequestHandler[];
  /** Every list empty (or the thing not there yet). */
  empty: RequestHandler[];
  /** Every call fails with a 500 and the server's message. */
  error: RequestHandler[];
  /** Every call stays pending: the page's loading state, held. */
  loading: RequestHandler[];
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** `[method, path]`, the path as the SDK's handlers match it (e.g. `*\/api/courses`). */
export type Route = readonly [Method, string];

/** The "now" of every story's data. */
export const storyNow = new Date('2026-11-22T12:00:00.000Z');

/** The message every failing call of the error groups answers with. */
export const serverFailure = 'The server is having trouble right now.';

/** Answers every route with a 500 and the server's message (normalizeError reads it). */
export const failing = (routes: readonly Route[], message = serverFailure) =>
  routes.map(([method, path]) =>
    http[method](path, () => HttpResponse.json({ message }, { status: 500 })),
  );

/** Never answers: the page stays in its loading state for the story and its axe check. */
export const pending = (routes: readonly Route[]) =>
  routes.map(([method, path]) =>
    http[method](path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );

/**
 * Builds fake data from the SDK's response mocks with a fixed seed, so a story shows the same
 * names and numbers every run (stable screenshots, stable axe results).
 */
export function seeded<T>(seed: number, build: () => T): T {
  faker.seed(seed);
  // Fake dates are drawn around a fixed "now" too, or they would move with the wall clock.
  faker.setDefaultRefDate(storyNow);
  try {
    return build();
  } finally {
    faker.seed();
    faker.setDefaultRefDate();
  }
}

/**
 * The SDK's fakes point images at picsum.photos and friends; stories run offline, so every image
 * field is dropped (deeply) and the page shows its own placeholder.
 */
export function offline<T>(value: T): T {
  if (Array.isArray(value)) return value.map(offline) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/image|thumbnail|avatar|photo|cover/i.test(key))
        .map(([key, child]) => [key, offline(child)]),
    ) as T;
  }
  return value;
}

/**
 * A page of `list` as the server pages by cursor: `pageSize` a page (20 by default), the cursor
 * the next page's start index — enough for a story to walk "Show more" to the end.
 */
export function cursorPageOf<T>(list: readonly T[], request: Request) {
  const q = new URL(request.url).searchParams;
  const size = Number(q.get('pageSize') ?? 20);
  const start = Number(q.get('cursor') ?? 0);
  const end = start + size;
  return {
    items: list.slice(start, end),
    nextCursor: end < list.length ? String(end) : null,
    pageSize: size,
  };
}
