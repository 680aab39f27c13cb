import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A window whose width the test sets: one query list per query, told when the width moves. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const matches = (query: string) => width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers whether the query matches, and again when the window changes', () => {
    const window = fakeWindow(1280);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 1024px)'));
    expect(result.current).toBe(true);
    act(() => window.resize(800));
    expect(result.current).toBe(false);
    unmount();
    expect(window.listeners.size).toBe(0);
  });

  it('answers its fallback where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 1024px)', true)).result.current).toBe(true);
  });
});
