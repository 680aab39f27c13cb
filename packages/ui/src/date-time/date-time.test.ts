import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTime,
  formatTimeRange,
  formatZone,
} from './date-time';

const at = new Date('2026-11-22T12:35:09Z');

describe('formatRelativeTime (spec §4)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [10 * 24 * 3_600_000, '10d ago'],
    [-5_000, 'Just now'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('accepts dates and epoch numbers', () => {
    expect(formatRelativeTime(new Date(now - 120_000), new Date(now))).toBe('2m ago');
    expect(formatRelativeTime(now - 7_200_000, now)).toBe('2h ago');
  });
});

describe('zoned formats', () => {
  it('reads the clock en-US, 12-hour, with seconds (spec §9)', () => {
    expect(formatClockTime(at, 'Asia/Kolkata')).toBe('6:05:09 PM');
    expect(formatClockTime(new Date('2026-11-22T00:05:00Z'), 'UTC')).toBe('12:05:00 AM');
  });

  it('names the zone with every time of day', () => {
    expect(formatZone(at, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('12:35 PM UTC');
    expect(formatTime(at, { timeZone: 'America/New_York' })).toBe('7:35 AM EST');
    expect(formatDateTime(at, { timeZone: 'Asia/Kolkata' })).toBe('Nov 22, 2026, 6:05 PM GMT+5:30');
  });

  it('names the zone once for a span of time', () => {
    const end = new Date('2026-11-22T13:35:09Z');
    // ICU puts thin spaces around the dash; compare the words, not the kind of space.
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatTimeRange(at, end, { timeZone: 'UTC' }))).toBe('12:35 – 1:35 PM UTC');
    expect(plain(formatTimeRange(at, end, { timeZone: 'UTC', showDay: true }))).toBe(
      'Sun, Nov 22, 12:35 – 1:35 PM UTC',
    );
  });

  it('takes the calendar day in the zone', () => {
    const lateUtc = new Date('2026-11-22T20:00:00Z');
    expect(formatDate(lateUtc, { timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(formatDate(lateUtc, { timeZone: 'Asia/Kolkata' })).toBe('Nov 23, 2026');
    expect(formatDate(lateUtc, { timeZone: 'UTC', style: 'weekday' })).toBe('Sunday, November 22');
  });
});
