// Quiet hours and the digest hour on the wall clock of the person's zone.
import { describe, expect, it } from 'vitest';
import { nextWallTime, quietUntil, toMinutes, toWallClock } from './quiet-hours';

const at = (iso: string) => new Date(iso);
const NIGHT = { start: toMinutes('22:00'), end: toMinutes('07:00') };

describe('quiet hours', () => {
  it('run past midnight in the person zone, and say when they end', () => {
    // 22:30 and 06:59 in Kolkata (UTC+5:30) are inside; 07:00 and 21:59 are not.
    expect(quietUntil(at('2026-12-07T17:00:00Z'), 'Asia/Kolkata', NIGHT)).toEqual(
      at('2026-12-08T01:30:00Z'),
    );
    expect(quietUntil(at('2026-12-08T01:29:00Z'), 'Asia/Kolkata', NIGHT)).toEqual(
      at('2026-12-08T01:30:00Z'),
    );
    expect(quietUntil(at('2026-12-08T01:30:00Z'), 'Asia/Kolkata', NIGHT)).toBeNull();
    expect(quietUntil(at('2026-12-07T16:29:00Z'), 'Asia/Kolkata', NIGHT)).toBeNull();
  });

  it('within one day, and off when none are set', () => {
    const lunch = { start: toMinutes('12:00'), end: toMinutes('13:00') };
    expect(quietUntil(at('2026-12-07T12:30:00Z'), 'UTC', lunch)).toEqual(
      at('2026-12-07T13:00:00Z'),
    );
    expect(quietUntil(at('2026-12-07T13:00:00Z'), 'UTC', lunch)).toBeNull();
    expect(quietUntil(at('2026-12-07T12:30:00Z'), 'UTC', null)).toBeNull();
  });

  it('end at the wall time across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: 07:00 that morning is EDT (11:00 UTC), not EST.
    expect(quietUntil(at('2026-03-08T04:00:00Z'), 'America/New_York', NIGHT)).toEqual(
      at('2026-03-08T11:00:00Z'),
    );
  });

  it('finds the next digest hour, today or tomorrow', () => {
    expect(nextWallTime(at('2026-12-07T10:00:00Z'), 'Asia/Kolkata', 18 * 60)).toEqual(
      at('2026-12-07T12:30:00Z'),
    );
    expect(nextWallTime(at('2026-12-07T12:30:00Z'), 'Asia/Kolkata', 18 * 60)).toEqual(
      at('2026-12-08T12:30:00Z'),
    );
    expect(toWallClock(toMinutes('07:05'))).toBe('07:05');
  });
});
