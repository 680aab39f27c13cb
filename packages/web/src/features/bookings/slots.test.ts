import { describe, expect, it } from 'vitest';
import { dayParts, pillTime, weekDays } from './slots';

// The server's slots for a London mentor with Mon–Fri 10:00–13:00, seen from Kolkata.
const slots = [
  { startTime: '2030-01-07T10:00:00.000Z', endTime: '2030-01-07T10:30:00.000Z' },
  { startTime: '2030-01-07T12:30:00.000Z', endTime: '2030-01-07T13:00:00.000Z' },
  { startTime: '2030-01-08T10:00:00.000Z', endTime: '2030-01-08T10:30:00.000Z' },
];

describe('the week view of a mentor’s slots', () => {
  it('lays seven days out in the viewer’s zone, each with the slots that start on it', () => {
    const week = weekDays(slots, '2030-01-06T20:00:00.000Z', 'Asia/Kolkata');
    // 20:00Z on Sunday is 01:30 on Monday in Kolkata: the week starts on Monday.
    expect(week.map((d) => d.day)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(week[0]!.slots.map((s) => pillTime(s.startTime, 'Asia/Kolkata'))).toEqual([
      '3:30 PM',
      '6:00 PM',
    ]);
    expect(week[1]!.slots).toHaveLength(1);
    expect(week[2]!.slots).toEqual([]);
  });

  it('puts a slot on the viewer’s day, not the UTC one', () => {
    const late = [{ startTime: '2030-01-08T03:00:00.000Z', endTime: '2030-01-08T03:30:00.000Z' }];
    const week = weekDays(late, '2030-01-07T12:00:00.000Z', 'America/New_York');
    // 03:00Z on the 8th is 22:00 on the 7th in New York.
    expect(week[0]).toEqual({ day: '2030-01-07', slots: late });
    expect(pillTime(late[0]!.startTime, 'America/New_York')).toBe('10:00 PM');
  });

  it('names a day for its button', () => {
    expect(dayParts('2030-01-07')).toEqual({
      weekday: 'Mon',
      date: '7',
      long: 'Monday, 7 January',
    });
  });
});
