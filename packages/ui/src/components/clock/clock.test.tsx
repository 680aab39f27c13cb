import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock, formatClockTime, formatRelativeTime } from './clock';

describe('formatClockTime', () => {
  it('is en-US, 12-hour, with seconds', () => {
    const date = new Date('2026-11-22T12:35:09Z');
    expect(formatClockTime(date, 'Asia/Kolkata')).toBe('6:05:09 PM');
    expect(formatClockTime(date, 'UTC')).toBe('12:35:09 PM');
    expect(formatClockTime(new Date('2026-11-22T00:05:00Z'), 'UTC')).toBe('12:05:00 AM');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  it('says just now under a minute', () => {
    expect(formatRelativeTime(at(-59_000), now)).toBe('just now');
    expect(formatRelativeTime(at(30_000), now)).toBe('just now');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime(at(-5 * 60_000), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(at(-3 * 3600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(at(-26 * 3600_000), now)).toBe('yesterday');
    expect(formatRelativeTime(at(-8 * 24 * 3600_000), now)).toBe('last week');
    expect(formatRelativeTime(at(2 * 3600_000), now)).toBe('in 2 hours');
  });
});

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
  });
});
