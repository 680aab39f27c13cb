import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('reads the clock again every interval, so a page left open moves on', () => {
    const { result } = renderHook(() => useNow(Date.now, 30_000));
    expect(new Date(result.current).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    act(() => vi.advanceTimersByTime(30_000));
    expect(new Date(result.current).toISOString()).toBe('2026-11-22T12:00:30.000Z');
  });

  it('reads the clock it is given, not the time of day', () => {
    const fixed = Date.parse('2026-01-01T09:00:00Z');
    const { result } = renderHook(() => useNow(() => fixed));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(fixed);
  });

  it('stops ticking when the screen goes away', () => {
    const { unmount } = renderHook(() => useNow());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
