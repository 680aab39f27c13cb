import { describe, expect, it } from 'vitest';
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
