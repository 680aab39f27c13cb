import { describe, expect, it } from 'vitest';
import {
  formatOffset,
  supportedTimeZones,
  utcToWallTime,
  wallTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';

describe('wallTimeToUtc / utcToWallTime', () => {
  it('handles half-hour and quarter-hour zones', () => {
    expect(wallTimeToUtc('2026-11-22T18:00', 'Asia/Kolkata')).toBe('2026-11-22T12:30:00.000Z');
    expect(utcToWallTime('2026-11-22T12:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-22T18:00');
    expect(wallTimeToUtc('2026-01-01T00:00', 'Asia/Kathmandu')).toBe('2025-12-31T18:15:00.000Z');
    expect(utcToWallTime('2025-12-31T18:15:00Z', 'Asia/Kathmandu')).toBe('2026-01-01T00:00');
  });

  it('crosses midnight and the year in UTC', () => {
    expect(wallTimeToUtc('2027-01-01T03:00', 'Asia/Kolkata')).toBe('2026-12-31T21:30:00.000Z');
    expect(utcToWallTime('2026-12-31T23:00:00Z', 'UTC')).toBe('2026-12-31T23:00');
  });

  it('uses summer and winter offsets on either side of a DST change', () => {
    expect(wallTimeToUtc('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(wallTimeToUtc('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(wallTimeToUtc('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(wallTimeToUtc('2026-12-01T09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
  });

  it('moves a time that does not exist (clocks go forward) forward by the gap', () => {
    // New York skips 02:00–03:00 on 8 March 2026: 02:30 is read as 03:30 EDT.
    expect(wallTimeToUtc('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(utcToWallTime('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('2026-03-08T03:30');
    // London skips 01:00–02:00 on 29 March 2026.
    expect(wallTimeToUtc('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier of a time that happens twice (clocks go back)', () => {
    // 01:30 on 1 November 2026 in New York happens in EDT, then again in EST.
    expect(wallTimeToUtc('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(utcToWallTime('2026-11-01T06:30:00.000Z', 'America/New_York')).toBe('2026-11-01T01:30');
  });

  it('round-trips every hour of a year with DST', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 365 * 24; hour += 1) {
      const iso = new Date(start + hour * 3_600_000).toISOString();
      const wall = utcToWallTime(iso, 'Europe/Berlin');
      const back = wallTimeToUtc(wall, 'Europe/Berlin')!;
      // Only the repeated hour in October may resolve to its earlier twin.
      if (back !== iso) expect(Date.parse(iso) - Date.parse(back)).toBe(3_600_000);
    }
  });

  it('refuses text that is not a wall time', () => {
    expect(wallTimeToUtc('', 'UTC')).toBeNull();
    expect(wallTimeToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(wallTimeToUtc('2026-02-03T24:00', 'UTC')).toBeNull();
    expect(wallTimeToUtc('2026-02-03 10:00', 'UTC')).toBeNull();
    expect(() => wallTimeToUtc('2026-02-03T10:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('zone names and offsets', () => {
  it('reads offsets and writes them as GMT±h:mm', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 5, 1), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(Date.UTC(2026, 5, 1), 'America/New_York')).toBe(-240);
    expect(formatOffset(330)).toBe('GMT+5:30');
    expect(formatOffset(-240)).toBe('GMT-4');
    expect(formatOffset(0)).toBe('GMT');
  });

  it('lists every zone with UTC, by its current name', () => {
    expect(supportedTimeZones()).toContain('UTC');
    expect(supportedTimeZones()).toContain('America/New_York');
    // Intl lists Kolkata as Asia/Calcutta; the list carries today's name, once.
    expect(supportedTimeZones()).toContain('Asia/Kolkata');
    expect(supportedTimeZones()).not.toContain('Asia/Calcutta');
  });
});
