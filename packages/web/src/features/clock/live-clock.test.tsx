import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, LiveClock } from './live-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 58));
});
afterEach(() => vi.useRealTimers());

describe('LiveClock (spec §9)', () => {
  it.each([
    [new Date(2026, 0, 1, 0, 0, 0), '12:00:00 AM'],
    [new Date(2026, 0, 1, 9, 5, 3), '9:05:03 AM'],
    [new Date(2026, 0, 1, 12, 30, 0), '12:30:00 PM'],
    [new Date(2026, 0, 1, 15, 7, 9), '3:07:09 PM'],
  ])('formats %s as %s (en-US, 12-hour)', (date, text) => {
    expect(formatClock(date)).toBe(text);
  });

  it('refreshes every second and stops on unmount', () => {
    const { unmount } = render(<LiveClock />);
    expect(screen.getByTestId('live-clock')).toHaveTextContent('11:59:58 PM');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('live-clock')).toHaveTextContent('11:59:59 PM');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('live-clock')).toHaveTextContent('12:00:00 AM');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
