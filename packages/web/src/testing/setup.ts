import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// Any request no test mocked fails loudly instead of reaching for a network that is not there.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Files share a worker's window (vitest.config.ts: isolate false): each test leaves it as it found it.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return; // node-environment tests
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

// jsdom has no ResizeObserver; the kit's Radix popper (the bell's Popover) only needs it to exist.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};
