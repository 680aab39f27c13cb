import { describe, expect, it } from 'vitest';
import { freeSlots, slotsByDay } from './slots';

const now = Date.parse('2026-11-22T02:00:00.000Z'); // 07:30 in Kolkata

describe('freeSlots', () => {
  it('lays the working day out in the viewer’s zone and skips busy times', () => {
    const slots = freeSlots({
      timeZone: 'Asia/Kolkata',
      now,
      days: 1,
      busy: [{ startTime: '2026-11-22T04:30:00.000Z', endTime: '2026-11-22T05:30:00.000Z' }],
    });
    // 09:00 IST is 03:30Z; the last 30-minute slot starts 17:30 IST (12:00Z).
    expect(slots[0]?.startTime).toBe('2026-11-22T03:30:00.000Z');
    expect(slots.at(-1)?.startTime).toBe('2026-11-22T12:00:00.000Z');
    // 10:00–11:00 IST is busy: 10:00 and 10:30 are gone, 09:30 and 11:00 stay.
    const starts = slots.map((s) => s.startTime);
    expect(starts).toContain('2026-11-22T04:00:00.000Z');
    expect(starts).not.toContain('2026-11-22T04:30:00.000Z');
    expect(starts).not.toContain('2026-11-22T05:00:00.000Z');
    expect(starts).toContain('2026-11-22T05:30:00.000Z');
  });

  it('offers nothing that starts within the hour', () => {
    const late = Date.parse('2026-11-22T11:40:00.000Z'); // 17:10 IST
    expect(freeSlots({ timeZone: 'Asia/Kolkata', now: late, days: 1, busy: [] })).toEqual([]);
  });

  it('groups by the day in the viewer’s zone, not UTC', () => {
    const slots = freeSlots({ timeZone: 'America/New_York', now, days: 2, busy: [] });
    // It is 21:00 on Nov 21 in New York: that day is over, Nov 22 starts at 09:00 EST (14:00Z).
    const days = slotsByDay(slots, 'America/New_York');
    expect(days.map((d) => d.day)).toEqual(['2026-11-22']);
    expect(days[0]?.slots[0]?.startTime).toBe('2026-11-22T14:00:00.000Z');
  });
});
