import type { CalendarEvent } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { daysOf, eventsByDay, step, weekStart, windowOf } from './calendar-days';

const event = (id: string, startTime: string, endTime = startTime): CalendarEvent => ({
  id,
  kind: 'live_class',
  title: id,
  startTime,
  endTime,
  allDay: false,
  timezone: 'Asia/Kolkata',
  status: 'confirmed',
  background: false,
  path: '/live-class',
});

describe('calendar days', () => {
  it('starts a week on Monday and a month view on the Monday on or before the 1st', () => {
    expect(weekStart('2026-12-06')).toBe('2026-11-30'); // a Sunday
    expect(weekStart('2026-12-07')).toBe('2026-12-07'); // a Monday
    const month = daysOf('month', '2026-12-17');
    expect(month).toHaveLength(42);
    expect(month[0]).toBe('2026-11-30');
    expect(month[41]).toBe('2027-01-10');
    expect(daysOf('week', '2026-12-10')).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('steps a week by seven days and a month to the next month, over a year end', () => {
    expect(step('week', '2026-12-31', 1)).toBe('2027-01-07');
    expect(step('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(step('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it("spans the viewer's midnights, a week across New York's clock change being 169 hours", () => {
    const week = daysOf('week', '2026-11-01'); // 26 Oct – 1 Nov; clocks go back on 1 Nov
    expect(windowOf(week, 'America/New_York')).toEqual({
      from: '2026-10-26T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    expect(windowOf(['2026-12-07'], 'Asia/Kolkata')).toEqual({
      from: '2026-12-06T18:30:00.000Z',
      to: '2026-12-07T18:30:00.000Z',
    });
  });

  it("puts an event on every day it overlaps in the viewer's zone, an instant on its day", () => {
    const days = daysOf('week', '2026-12-07');
    const late = event('late', '2026-12-08T17:00:00.000Z', '2026-12-08T19:30:00.000Z'); // 22:30 – 01:00 IST
    const due = event('due', '2026-12-09T18:29:00.000Z'); // 23:59 IST
    const endsAtMidnight = event('ends', '2026-12-10T17:30:00.000Z', '2026-12-10T18:30:00.000Z');
    const byDay = eventsByDay([late, due, endsAtMidnight], days, 'Asia/Kolkata');
    const ids = (day: string) => byDay.get(day)?.map((e) => e.id);
    expect(ids('2026-12-08')).toEqual(['late']);
    expect(ids('2026-12-09')).toEqual(['late', 'due']);
    expect(ids('2026-12-10')).toEqual(['ends']);
    expect(ids('2026-12-11')).toEqual([]);
    // In London the late class is one evening only.
    expect(eventsByDay([late], days, 'Europe/London').get('2026-12-09')).toEqual([]);
  });

  it('puts a day off on the day it names', () => {
    const off: CalendarEvent = {
      ...event('off', '2026-12-08T18:30:00.000Z', '2026-12-09T18:30:00.000Z'),
      kind: 'day_off',
      allDay: true,
      date: '2026-12-09',
      background: true,
    };
    const byDay = eventsByDay([off], daysOf('week', '2026-12-07'), 'America/New_York');
    expect(byDay.get('2026-12-09')).toEqual([off]);
    expect(byDay.get('2026-12-08')).toEqual([]);
  });
});
