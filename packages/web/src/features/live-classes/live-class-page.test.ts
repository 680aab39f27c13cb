import { describe, expect, it } from 'vitest';
import { classTiming } from './hosting';
import { canJoinNow } from './live-class-page';
import { withoutToday } from './live-classes.api';

const at = (iso: string) => Date.parse(iso);
const cls = {
  status: 'scheduled' as const,
  joinOpensAt: '2026-11-22T10:50:00Z',
  endTime: '2026-11-22T12:00:00Z',
};

describe('canJoinNow', () => {
  it('opens at joinOpensAt and closes at the end', () => {
    expect(canJoinNow(cls, at('2026-11-22T10:49:59Z'))).toBe(false);
    expect(canJoinNow(cls, at('2026-11-22T10:50:00Z'))).toBe(true);
    expect(canJoinNow({ ...cls, status: 'live' }, at('2026-11-22T11:30:00Z'))).toBe(true);
    expect(canJoinNow(cls, at('2026-11-22T12:00:00Z'))).toBe(false);
  });
  it('never for an ended class', () => {
    expect(canJoinNow({ ...cls, status: 'ended' }, at('2026-11-22T11:00:00Z'))).toBe(false);
  });
});

describe('withoutToday', () => {
  it('lists a class once: a live class of today is not also upcoming', () => {
    const today = [{ _id: 'live' }];
    const upcoming = [{ _id: 'live' }, { _id: 'tomorrow' }];
    expect(withoutToday(upcoming, today)).toEqual([{ _id: 'tomorrow' }]);
    expect(withoutToday(upcoming, undefined)).toEqual(upcoming);
  });
});

describe('classTiming (never ambiguous)', () => {
  const now = at('2026-11-22T12:00:00Z');
  const scheduled = (startTime: string) => ({ status: 'scheduled' as const, startTime });
  it('counts down to a start within a day', () => {
    expect(classTiming(scheduled('2026-11-22T12:12:00Z'), now)).toBe('Starts in 12 min');
    expect(classTiming(scheduled('2026-11-22T12:00:30Z'), now)).toBe('Starts in 1 min');
    expect(classTiming(scheduled('2026-11-22T15:05:00Z'), now)).toBe('Starts in 3 h 5 min');
    expect(classTiming(scheduled('2026-11-22T14:00:00Z'), now)).toBe('Starts in 2 h');
    expect(classTiming(scheduled('2026-11-23T13:00:00Z'), now)).toBeNull();
    expect(classTiming(scheduled('2026-11-22T11:59:00Z'), now)).toBe('Starting now');
  });
  it('says how long a live class has run, from when it was started', () => {
    const live = { status: 'live' as const, startTime: '2026-11-22T11:50:00Z' };
    expect(classTiming({ ...live, startedAt: '2026-11-22T11:55:00Z' }, now)).toBe(
      'Live now · started 5 min ago',
    );
    expect(classTiming({ ...live, startedAt: '2026-11-22T11:59:30Z' }, now)).toBe(
      'Live now · just started',
    );
    expect(classTiming(live, now)).toBe('Live now · started 10 min ago');
  });
  it('ended is ended', () => {
    expect(classTiming({ status: 'ended', startTime: '2026-11-22T09:00:00Z' }, now)).toBe('Ended');
  });
});
