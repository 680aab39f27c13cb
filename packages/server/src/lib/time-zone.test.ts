// Checking a zone name (one refusal for every endpoint that takes one), and zonedWallTime around
// daylight-saving changes, in zones on both sides of UTC (bookings/hours.ts reads
// a mentor's published hours through it).
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import {
  assertTimeZone,
  localDate,
  UNKNOWN_TIME_ZONE,
  zonedWallTime,
  zoneOrUtc,
} from './time-zone';

const at = (y: number, m: number, d: number, hhmm: string, tz: string) => {
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return zonedWallTime(y, m, d, h * 60 + min, tz).toISOString();
};

describe('zonedWallTime', () => {
  it('an ordinary wall time, in summer and in winter', () => {
    expect(at(2030, 7, 1, '10:00', 'Europe/London')).toBe('2030-07-01T09:00:00.000Z');
    expect(at(2030, 1, 1, '10:00', 'Europe/London')).toBe('2030-01-01T10:00:00.000Z');
    expect(at(2030, 7, 1, '10:00', 'America/New_York')).toBe('2030-07-01T14:00:00.000Z');
    expect(at(2030, 1, 1, '10:00', 'Asia/Kolkata')).toBe('2030-01-01T04:30:00.000Z');
  });

  it('a wall time the clocks skip lands after the change, west of UTC as east of it', () => {
    // New York springs forward at 02:00 EST on 2030-03-10 (07:00Z): 02:30 does not exist.
    expect(at(2030, 3, 10, '02:30', 'America/New_York')).toBe('2030-03-10T07:30:00.000Z'); // 03:30 EDT
    expect(at(2030, 3, 10, '02:00', 'America/New_York')).toBe('2030-03-10T07:00:00.000Z'); // 03:00 EDT
    expect(at(2030, 3, 10, '01:59', 'America/New_York')).toBe('2030-03-10T06:59:00.000Z'); // EST
    expect(at(2030, 3, 10, '03:00', 'America/New_York')).toBe('2030-03-10T07:00:00.000Z'); // EDT
    // Berlin springs forward at 02:00 CET on 2030-03-31 (01:00Z).
    expect(at(2030, 3, 31, '02:30', 'Europe/Berlin')).toBe('2030-03-31T01:30:00.000Z'); // 03:30 CEST
  });

  it('a wall time that happens twice is its first occurrence, west of UTC as east of it', () => {
    // New York falls back at 02:00 EDT on 2030-11-03 (06:00Z): 01:30 happens at 05:30Z and 06:30Z.
    expect(at(2030, 11, 3, '01:30', 'America/New_York')).toBe('2030-11-03T05:30:00.000Z');
    // Berlin falls back at 03:00 CEST on 2030-10-27 (01:00Z): 02:30 happens at 00:30Z and 01:30Z.
    expect(at(2030, 10, 27, '02:30', 'Europe/Berlin')).toBe('2030-10-27T00:30:00.000Z');
  });
});

describe('a zone name', () => {
  it('is refused in plain words, on the timezone field, when Intl does not know it', () => {
    for (const tz of ['Mars/Olympus', 'India', '', 'Asia/Kolkata ']) {
      let thrown: unknown;
      try {
        assertTimeZone(tz);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, tz).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).body()).toEqual({
        message: 'Validation failed',
        errors: [{ path: 'timezone', msg: UNKNOWN_TIME_ZONE }],
      });
    }
    expect(UNKNOWN_TIME_ZONE).toBe('Unknown time zone: use a time zone name such as Asia/Kolkata.');
  });

  it('is taken as given when Intl knows it, an old alias too', () => {
    for (const tz of ['Asia/Kolkata', 'Asia/Calcutta', 'America/New_York', 'UTC']) {
      expect(() => assertTimeZone(tz), tz).not.toThrow();
    }
  });

  it('falls back to UTC for writing when missing or unknown', () => {
    expect(zoneOrUtc('Europe/London')).toBe('Europe/London');
    expect(zoneOrUtc('Mars/Olympus')).toBe('UTC');
    expect(zoneOrUtc(undefined)).toBe('UTC');
  });
});

describe('offsets kept per day', () => {
  // Zones with an hour's change either side of UTC, a half hour's (Lord Howe), a 45-minute offset
  // (Chatham) and none (Kolkata): every quarter hour of a year reads the day Intl reads, and
  // every local half hour converts back to the instant Intl shows at that wall time.
  const zones = [
    'America/New_York',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Kolkata',
    'America/Santiago',
  ];
  const QUARTER = 15 * 60_000;
  const start = Date.UTC(2030, 0, 1);
  const end = Date.UTC(2031, 0, 1);

  it.each(zones)('localDate agrees with Intl in %s', (tz) => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = start; t < end; t += QUARTER) {
      const at = new Date(t);
      if (localDate(at, tz) !== intl.format(at)) expect(localDate(at, tz)).toBe(intl.format(at));
    }
  });

  it.each(zones)('zonedWallTime lands on the wall time Intl shows in %s', (tz) => {
    const wall = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let day = 0; day < 365; day += 1) {
      const d = new Date(start + day * 86_400_000);
      for (let minute = 0; minute < 24 * 60; minute += 30) {
        const got = zonedWallTime(
          d.getUTCFullYear(),
          d.getUTCMonth() + 1,
          d.getUTCDate(),
          minute,
          tz,
        );
        const [h, m] = wall.format(got).split(':').map(Number) as [number, number];
        // A wall time the clocks skip lands as far past the change as it was past the skipped
        // hour's start: later than asked, never earlier.
        const shown = h * 60 + m;
        if (shown !== minute && !(shown > minute && shown - minute <= 60))
          expect(`${d.toISOString().slice(0, 10)} ${minute}`).toBe(`lands on ${shown}`);
      }
    }
  });
});
