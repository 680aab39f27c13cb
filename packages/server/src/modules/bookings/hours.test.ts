// The availability arithmetic alone (no server): weekly hours in the mentor's zone become the right
// UTC instants across zones and daylight-saving changes, days off drop a day, and slots leave out
// what is taken.
import { describe, expect, it } from 'vitest';
import { freeSlots, merge, openIntervals, toMinute, withinHours } from './hours';

const london = {
  timezone: 'Europe/London',
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    startMinute: toMinute('10:00'),
    endMinute: toMinute('13:00'),
  })),
  daysOff: [] as string[],
};
const t = (iso: string) => Date.parse(iso);
const ist = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

describe('mentor hours', () => {
  it('London Mon–Fri 10:00–13:00 is 15:30–18:30 in Kolkata in winter', () => {
    const open = openIntervals(london, t('2030-01-06T00:00:00Z'), t('2030-01-13T00:00:00Z'));
    expect(open.map(([s, e]) => `${ist(s)}–${ist(e)}`)).toEqual([
      'Mon 15:30–Mon 18:30',
      'Tue 15:30–Tue 18:30',
      'Wed 15:30–Wed 18:30',
      'Thu 15:30–Thu 18:30',
      'Fri 15:30–Fri 18:30',
    ]);
  });

  it('follows London onto summer time in the week it changes (31 March 2030)', () => {
    const open = openIntervals(london, t('2030-03-29T00:00:00Z'), t('2030-04-02T00:00:00Z'));
    expect(open.map(([s]) => new Date(s).toISOString())).toEqual([
      '2030-03-29T10:00:00.000Z', // Friday, GMT
      '2030-04-01T09:00:00.000Z', // Monday, BST
    ]);
  });

  it('drops a day off and keeps several ranges of one day apart', () => {
    const split = {
      timezone: 'Asia/Kolkata',
      weeklyHours: [
        { weekday: 1, startMinute: toMinute('09:00'), endMinute: toMinute('11:00') },
        { weekday: 1, startMinute: toMinute('16:00'), endMinute: toMinute('17:00') },
        { weekday: 2, startMinute: toMinute('09:00'), endMinute: toMinute('11:00') },
      ],
      daysOff: ['2030-01-08'],
    };
    const open = openIntervals(split, t('2030-01-07T00:00:00Z'), t('2030-01-09T00:00:00Z'));
    expect(open.map(([s, e]) => [new Date(s).toISOString(), new Date(e).toISOString()])).toEqual([
      ['2030-01-07T03:30:00.000Z', '2030-01-07T05:30:00.000Z'],
      ['2030-01-07T10:30:00.000Z', '2030-01-07T11:30:00.000Z'],
    ]);
  });

  it('joins a range ending at 24:00 to the next day’s 00:00, so a request may cross midnight', () => {
    const allDay = {
      timezone: 'UTC',
      weeklyHours: [1, 2].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
      daysOff: [],
    };
    const open = openIntervals(allDay, t('2030-01-07T00:00:00Z'), t('2030-01-09T00:00:00Z'));
    expect(open).toEqual([[t('2030-01-07T00:00:00Z'), t('2030-01-09T00:00:00Z')]]);
    expect(withinHours(open, t('2030-01-07T23:45:00Z'), t('2030-01-08T00:15:00Z'))).toBe(true);
    expect(withinHours(open, t('2030-01-08T23:45:00Z'), t('2030-01-09T00:15:00Z'))).toBe(false);
  });

  it('offers half-hour slots that fit, minus taken times and the past', () => {
    const open = merge([[t('2030-01-07T10:00:00Z'), t('2030-01-07T12:00:00Z')]]);
    const slots = freeSlots({
      open,
      taken: [[t('2030-01-07T10:45:00Z'), t('2030-01-07T11:15:00Z')]],
      durationMinutes: 30,
      from: t('2030-01-07T00:00:00Z'),
      to: t('2030-01-08T00:00:00Z'),
      now: t('2030-01-07T10:00:00Z'),
    });
    // 10:00 has begun; 10:30 and 11:00 meet the taken quarter; 11:30 is the last that fits.
    expect(slots.map(([s]) => new Date(s).toISOString().slice(11, 16))).toEqual(['11:30']);
  });
});
