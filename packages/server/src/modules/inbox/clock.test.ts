// The working-hours clock at fixed instants (no real time): a mentor in India working Mon–Sat
// 10:00–18:00 with a Wednesday off, a mentor in New York whose weekend hours cross both daylight-
// saving changes, and a mentor with no published hours. Expected instants are written as wall times
// in the mentor's zone and turned into instants by luxon, independently of the clock's own zone code.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { WeeklyRange } from '../../db/schema/index';
import { startsDueAt, workingClock, WorkingTime, type Pause } from './clock';

const at = (zone: string) => (wall: string) => DateTime.fromISO(wall, { zone }).toJSDate();
const ist = at('Asia/Kolkata');
const ny = at('America/New_York');
const utc = at('UTC');

const range = (weekday: number, start: string, end: string): WeeklyRange => {
  const minute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  return { weekday, startMinute: minute(start), endMinute: minute(end) };
};

// Mon–Sat 10:00–18:00 IST, Wednesday 13 January 2027 off.
const india = new WorkingTime({
  timezone: 'Asia/Kolkata',
  weeklyHours: [1, 2, 3, 4, 5, 6].map((d) => range(d, '10:00', '18:00')),
  daysOff: ['2027-01-13'],
});
// Saturdays and Sundays 00:00–06:00 in New York: clocks go forward at 02:00 on Sunday 14 March
// 2027 (that Sunday holds 5 real hours) and back at 02:00 on Sunday 7 November (7 real hours).
const newYork = new WorkingTime({
  timezone: 'America/New_York',
  weeklyHours: [range(6, '00:00', '06:00'), range(7, '00:00', '06:00')],
  daysOff: [],
});
const plain = new WorkingTime(null);
const daysOffOnly = new WorkingTime({ timezone: 'UTC', weeklyHours: [], daysOff: ['2027-01-11'] });

interface Case {
  name: string;
  time: WorkingTime;
  since: Date;
  target: number;
  pauses?: Pause[];
  now: Date;
  warnAt: Date;
  dueAt: Date;
  state: string;
}

const span = (from: Date, to?: Date): Pause => ({
  from: from.getTime(),
  ...(to ? { to: to.getTime() } : {}),
});

const cases: Case[] = [
  {
    name: 'IST: waits from before hours, skips the night and the day off; on time',
    time: india,
    since: ist('2027-01-11T09:00'),
    target: 24,
    now: ist('2027-01-11T12:00'),
    // Mon 8 h, Tue 8 h, Wed off, Thu 8 h.
    warnAt: ist('2027-01-14T12:00'),
    dueAt: ist('2027-01-14T18:00'),
    state: 'on_time',
  },
  {
    name: 'IST: a minute before 75 % is still on time',
    time: india,
    since: ist('2027-01-11T09:00'),
    target: 24,
    now: ist('2027-01-14T11:59'),
    warnAt: ist('2027-01-14T12:00'),
    dueAt: ist('2027-01-14T18:00'),
    state: 'on_time',
  },
  {
    name: 'IST: warns at 75 %',
    time: india,
    since: ist('2027-01-11T09:00'),
    target: 24,
    now: ist('2027-01-14T12:00'),
    warnAt: ist('2027-01-14T12:00'),
    dueAt: ist('2027-01-14T18:00'),
    state: 'warning',
  },
  {
    name: 'IST: breaches at 100 %',
    time: india,
    since: ist('2027-01-11T09:00'),
    target: 24,
    now: ist('2027-01-14T18:00'),
    warnAt: ist('2027-01-14T12:00'),
    dueAt: ist('2027-01-14T18:00'),
    state: 'breached',
  },
  {
    name: 'IST: a message late on Saturday runs over Sunday; warning stays outside hours',
    time: india,
    since: ist('2027-01-16T17:00'),
    target: 12,
    now: ist('2027-01-19T09:00'),
    // Sat 1 h, Sun none, Mon 8 h (9 h = 75 % at Monday's close), Tue 3 h.
    warnAt: ist('2027-01-18T18:00'),
    dueAt: ist('2027-01-19T13:00'),
    state: 'warning',
  },
  {
    name: 'IST: paused while changes are requested; the deadline assumes the student acts now',
    time: india,
    since: ist('2027-01-11T10:00'),
    target: 24,
    pauses: [span(ist('2027-01-11T14:00'))],
    now: ist('2027-01-12T12:00'),
    // 4 h before the pause; from Tue 12:00: Tue 6 h, Wed off, Thu 8 h (18 h), Fri 6 h.
    warnAt: ist('2027-01-14T18:00'),
    dueAt: ist('2027-01-15T16:00'),
    state: 'paused',
  },
  {
    name: 'IST: resumed when the student resubmits, the hours before the pause still count',
    time: india,
    since: ist('2027-01-11T10:00'),
    target: 24,
    pauses: [span(ist('2027-01-11T14:00'), ist('2027-01-15T12:00'))],
    now: ist('2027-01-15T13:00'),
    // 4 h, then Fri 6 h (10), Sat 8 h (18 = 75 % at Saturday's close), Mon 6 h.
    warnAt: ist('2027-01-16T18:00'),
    dueAt: ist('2027-01-18T16:00'),
    state: 'on_time',
  },
  {
    name: 'IST: resumed and breached',
    time: india,
    since: ist('2027-01-11T10:00'),
    target: 24,
    pauses: [span(ist('2027-01-11T14:00'), ist('2027-01-15T12:00'))],
    now: ist('2027-01-18T16:00'),
    warnAt: ist('2027-01-16T18:00'),
    dueAt: ist('2027-01-18T16:00'),
    state: 'breached',
  },
  {
    name: 'New York, spring forward: the short Sunday counts its 5 real hours',
    time: newYork,
    since: ny('2027-03-12T12:00'),
    target: 8,
    now: ny('2027-03-13T05:00'),
    // Sat 00:00–06:00 EST is 6 h (75 %); Sun from 00:00 EST, 2 real hours on is 03:00 EDT.
    warnAt: ny('2027-03-13T06:00'),
    dueAt: ny('2027-03-14T03:00'),
    state: 'on_time',
  },
  {
    name: 'New York, spring forward: warns on the short Sunday, due the next Saturday',
    time: newYork,
    since: ny('2027-03-12T12:00'),
    target: 12,
    now: ny('2027-03-14T05:00'),
    // Sat 6 h, Sun 00:00 EST + 3 real h (9 h) = 04:00 EDT; Sun's 5 h make 11; next Sat 1 h.
    warnAt: ny('2027-03-14T04:00'),
    dueAt: ny('2027-03-20T01:00'),
    state: 'warning',
  },
  {
    name: 'New York, spring forward: paused on Saturday, resumed on Sunday, breached',
    time: newYork,
    since: ny('2027-03-12T12:00'),
    target: 8,
    pauses: [span(ny('2027-03-13T03:00'), ny('2027-03-14T01:00'))],
    now: ny('2027-03-20T01:00'),
    // Sat 3 h, Sun 01:00 EST to 06:00 EDT is 4 real h (7), next Sat 1 h; 6 h at Sun 05:00 EDT.
    warnAt: ny('2027-03-14T05:00'),
    dueAt: ny('2027-03-20T01:00'),
    state: 'breached',
  },
  {
    name: 'New York, fall back: the long Sunday counts its 7 real hours',
    time: newYork,
    since: ny('2027-11-06T06:00'),
    target: 8,
    now: ny('2027-11-07T05:30'),
    // Sun 00:00 EDT (04:00 UTC) + 6 real hours is 10:00 UTC = 05:00 EST; the day ends 06:00 EST.
    warnAt: utc('2027-11-07T10:00'),
    dueAt: ny('2027-11-13T01:00'),
    state: 'warning',
  },
  {
    name: 'no published hours: plain hours',
    time: plain,
    since: utc('2027-01-11T09:00'),
    target: 8,
    now: utc('2027-01-11T17:00'),
    warnAt: utc('2027-01-11T15:00'),
    dueAt: utc('2027-01-11T17:00'),
    state: 'breached',
  },
  {
    name: 'days off without weekly hours: still plain hours',
    time: daysOffOnly,
    since: utc('2027-01-11T09:00'),
    target: 8,
    now: utc('2027-01-11T16:00'),
    warnAt: utc('2027-01-11T15:00'),
    dueAt: utc('2027-01-11T17:00'),
    state: 'warning',
  },
  {
    name: 'no published hours, paused and resumed: the pause does not count',
    time: plain,
    since: utc('2027-01-11T09:00'),
    target: 8,
    pauses: [span(utc('2027-01-11T10:00'), utc('2027-01-12T10:00'))],
    now: utc('2027-01-12T16:00'),
    warnAt: utc('2027-01-12T15:00'),
    dueAt: utc('2027-01-12T17:00'),
    state: 'warning',
  },
];

describe('the working-hours clock', () => {
  it.each(cases)('$name', (c) => {
    const clock = workingClock({
      since: c.since,
      targetHours: c.target,
      time: c.time,
      pauses: c.pauses ?? [],
      now: c.now,
    });
    expect({
      warnAt: clock.warnAt.toISOString(),
      dueAt: clock.dueAt.toISOString(),
      state: clock.state,
    }).toEqual({ warnAt: c.warnAt.toISOString(), dueAt: c.dueAt.toISOString(), state: c.state });
  });

  it('refuses hours that never come, in plain words', () => {
    const never = new WorkingTime({
      timezone: 'UTC',
      weeklyHours: [range(1, '10:00', '11:00')],
      // Every Monday for years is a day off: in practice a list this long is refused by the
      // contract, but the clock must still end.
      daysOff: Array.from({ length: 6 * 53 }, (_, i) =>
        DateTime.fromISO('2027-01-11', { zone: 'UTC' }).plus({ weeks: i }).toISODate()!,
      ),
    });
    expect(() =>
      workingClock({
        since: utc('2027-01-11T00:00'),
        targetHours: 2,
        time: never,
        now: utc('2027-01-11T00:00'),
      }),
    ).toThrow('no working time within five years');
  });
});

describe('the starts due at a deadline', () => {
  const deadlines: Array<[string, WorkingTime, Date, number, Date, Date]> = [
    // Due at Thursday's close: only a start at Monday's opening, or any time in the night before.
    [
      'IST, from the night before',
      india,
      ist('2027-01-14T18:00'),
      24,
      ist('2027-01-09T18:00'),
      ist('2027-01-11T10:00'),
    ],
    [
      'IST, inside hours',
      india,
      ist('2027-01-19T13:00'),
      12,
      ist('2027-01-16T17:00'),
      ist('2027-01-16T17:00'),
    ],
    [
      'New York across spring forward',
      newYork,
      ny('2027-03-14T03:00'),
      8,
      ny('2027-03-07T06:00'),
      ny('2027-03-13T00:00'),
    ],
    [
      'plain hours',
      plain,
      utc('2027-01-11T17:00'),
      8,
      utc('2027-01-11T09:00'),
      utc('2027-01-11T09:00'),
    ],
  ];
  it.each(deadlines)('%s', (_, time, due, target, from, to) => {
    const starts = startsDueAt(due, target, time);
    expect([starts.from.toISOString(), starts.to.toISOString()]).toEqual([
      from.toISOString(),
      to.toISOString(),
    ]);
    const dueOf = (s: Date) =>
      workingClock({ since: s, targetHours: target, time, now: s }).dueAt.getTime();
    expect(dueOf(from)).toBe(due.getTime());
    expect(dueOf(to)).toBe(due.getTime());
    expect(dueOf(new Date(to.getTime() + 60_000))).toBeGreaterThan(due.getTime());
    expect(dueOf(new Date(from.getTime() - 60_000))).toBeLessThan(due.getTime());
  });
});
