import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatInstant,
  formatMonth,
  formatDuration,
  formatRelativeTime,
  formatTime,
  formatTimeOfDay,
  formatTimeRange,
  formatZone,
  otherZoneTime,
  sameTimeZone,
} from './date-time';

const at = new Date('2026-11-22T12:35:09Z');

describe('formatDuration', () => {
  it.each([
    [0, '1 min'],
    [30_000, '1 min'],
    [12 * 60_000, '12 min'],
    [12 * 60_000 + 1, '13 min'],
    [60 * 60_000, '1 h'],
    [3 * 3_600_000 + 5 * 60_000, '3 h 5 min'],
    [24 * 3_600_000, '1 d'],
    [50 * 3_600_000 + 59 * 60_000, '2 d 2 h'],
    [Number.NaN, '1 min'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

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

  it('names the zone with every time of day, one label per zone', () => {
    expect(formatZone(at, 'Asia/Kolkata')).toBe('IST');
    expect(formatZone(at, 'Asia/Calcutta')).toBe('IST');
    expect(formatZone(at, 'America/New_York')).toBe('EST');
    expect(formatZone(Date.UTC(2026, 5, 1), 'America/New_York')).toBe('EDT');
    expect(formatZone(at, 'Europe/London')).toBe('GMT');
    expect(formatZone(Date.UTC(2026, 5, 1), 'Europe/London')).toBe('BST');
    // No common abbreviation: the offset.
    expect(formatZone(at, 'Asia/Singapore')).toBe('GMT+8');
    expect(formatTime(at, { timeZone: 'UTC' })).toBe('12:35 PM UTC');
    expect(formatTime(at, { timeZone: 'America/New_York' })).toBe('7:35 AM EST');
    expect(formatTimeOfDay(at, { timeZone: 'Asia/Kolkata' })).toBe('6:05 PM');
    expect(formatDateTime(at, { timeZone: 'Asia/Kolkata' })).toBe('Sun, 22 Nov 2026, 6:05 PM IST');
  });

  it('names the zone once for a span of time', () => {
    const end = new Date('2026-11-22T13:35:09Z');
    expect(formatTimeRange(at, end, { timeZone: 'UTC' })).toBe('12:35 – 1:35 PM UTC');
    expect(formatTimeRange(at, end, { timeZone: 'UTC', showDay: true })).toBe(
      'Sun, 22 Nov 2026, 12:35 – 1:35 PM UTC',
    );
    // Across midnight both days are named.
    expect(
      formatTimeRange('2026-11-22T23:30:00Z', '2026-11-23T00:30:00Z', { timeZone: 'UTC' }),
    ).toBe('Sun, 22 Nov 2026, 11:30 PM UTC – Mon, 23 Nov 2026, 12:30 AM UTC');
  });

  it('takes the calendar day in the zone', () => {
    const lateUtc = new Date('2026-11-22T20:00:00Z');
    expect(formatDate(lateUtc, { timeZone: 'UTC' })).toBe('22 Nov 2026');
    expect(formatDate(lateUtc, { timeZone: 'Asia/Kolkata' })).toBe('23 Nov 2026');
    expect(formatDate(lateUtc, { timeZone: 'UTC', style: 'weekday' })).toBe('Sun, 22 Nov 2026');
    expect(formatDate(lateUtc, { timeZone: 'UTC', style: 'long' })).toBe('22 November 2026');
    expect(formatDate(lateUtc, { timeZone: 'UTC', style: 'dayHeading' })).toBe(
      'Sunday, 22 November',
    );
    expect(formatDate(lateUtc, { timeZone: 'UTC', style: 'dayName' })).toBe('Sun');
  });

  it('writes calendar months without a zone', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-01', { long: true })).toBe('January 2026');
    expect(formatMonth('soon')).toBe('soon');
  });
});

describe('contexts', () => {
  const zone = { timeZone: 'Asia/Kolkata' };
  it('writes each context one way', () => {
    expect(formatInstant(at, 'list', zone)).toBe('Sun, 22 Nov 2026, 6:05 PM IST');
    expect(formatInstant(at, 'timeline', zone)).toBe('Sun, 22 Nov 2026, 6:05 PM IST');
    expect(formatInstant(at, 'detail', zone)).toBe('Sun, 22 Nov 2026, 6:05 PM IST (Asia/Kolkata)');
    expect(formatInstant(at, 'adminTable', zone)).toBe('22 Nov 2026');
    expect(formatInstant(at, 'notification', { now: at.getTime() + 5 * 60_000 })).toBe('5m ago');
  });

  it('names the zone by its current IANA name in detail', () => {
    expect(formatInstant(at, 'detail', { timeZone: 'Asia/Calcutta' })).toBe(
      'Sun, 22 Nov 2026, 6:05 PM IST (Asia/Kolkata)',
    );
  });
});

describe('zones by their canonical name', () => {
  it('reads Asia/Calcutta and Asia/Kolkata as one zone', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(sameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(sameTimeZone('Asia/Kolkata', 'Europe/London')).toBe(false);
    expect(canonicalTimeZone('Not/AZone')).toBe('Not/AZone');
  });

  it("shows the organiser's time only when it really differs", () => {
    expect(otherZoneTime(at, 'Asia/Calcutta', 'Asia/Kolkata')).toBeNull();
    expect(otherZoneTime(at, 'UTC', 'Etc/UTC')).toBeNull();
    expect(otherZoneTime(at, 'Europe/London', 'Asia/Kolkata')).toBe(
      'Sun, 22 Nov 2026, 12:35 PM GMT (Europe/London)',
    );
  });
});
