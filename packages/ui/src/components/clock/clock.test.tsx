import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './clock';

describe('Clock', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:35:09Z'));
    render(<Clock timeZone="UTC" />);
    expect(screen.getByText('12:35:09 PM')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('12:35:10 PM')).toBeInTheDocument();
    expect(screen.getByText('UTC')).toBeInTheDocument();
  });

  it('stops ticking on unmount', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Clock />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
