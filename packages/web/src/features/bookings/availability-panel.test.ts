import { describe, expect, it } from 'vitest';
import { describeHours, toBody, toValues } from './availability-panel';

const london = {
  timezone: 'Europe/London',
  weeklyHours: [
    { weekday: 1, start: '10:00', end: '13:00' },
    { weekday: 1, start: '15:00', end: '17:00' },
    { weekday: 5, start: '10:00', end: '13:00' },
  ],
  daysOff: ['2026-12-25'],
  bufferMinutes: 15,
  published: true,
};

describe('the hours form', () => {
  it('round-trips the server’s hours through the form, dropping blank days off', () => {
    const values = toValues(london, 'Asia/Kolkata');
    expect(values.timezone).toBe('Europe/London');
    expect(values.bufferMinutes).toBe('15');
    values.daysOff.push({ date: '  ' });
    expect(toBody(values)).toEqual({
      timezone: 'Europe/London',
      bufferMinutes: 15,
      weeklyHours: london.weeklyHours,
      daysOff: ['2026-12-25'],
    });
  });

  it('starts an unpublished mentor in their browser’s zone', () => {
    const none = {
      timezone: 'UTC',
      weeklyHours: [],
      daysOff: [],
      bufferMinutes: 0,
      published: false,
    };
    expect(toValues(none, 'Europe/London').timezone).toBe('Europe/London');
  });

  it('says the week in words, several ranges of a day together', () => {
    expect(describeHours(london)).toBe('Mon 10:00–13:00, 15:00–17:00 · Fri 10:00–13:00');
  });
});
