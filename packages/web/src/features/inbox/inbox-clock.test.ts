import type { InboxItem } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { inboxClock } from './inbox-clock';

const HOUR = 3_600_000;
const since = Date.parse('2026-11-22T00:00:00Z');
/** A message: a 12-hour target, read on time by the server. */
const item = (state: InboxItem['state'] = 'on_time') => ({
  since: new Date(since).toISOString(),
  dueAt: new Date(since + 12 * HOUR).toISOString(),
  state,
});

describe('inboxClock', () => {
  it.each([
    ['just arrived', 0, 'due in 12 h', 'muted'],
    ['half the target gone', 6 * HOUR, 'due in 6 h', 'muted'],
    ['a minute before 75 %', 9 * HOUR - 60_000, 'due in 3 h 1 min', 'muted'],
    ['at 75 % of the target', 9 * HOUR, 'due in 3 h', 'warning'],
    ['seconds before the deadline', 12 * HOUR - 5_000, 'due in 1 min', 'warning'],
    ['at the deadline', 12 * HOUR, 'late by 1 min', 'danger'],
    ['40 minutes past it', 12 * HOUR + 40 * 60_000, 'late by 40 min', 'danger'],
    ['two days past it', 60 * HOUR, 'late by 2 d', 'danger'],
  ] as const)('%s, %i ms in: "%s"', (_, elapsed, text, tone) => {
    expect(inboxClock(item(), since + elapsed)).toEqual({ text, tone });
  });

  it('keeps the server’s warning when this screen’s clock is behind', () => {
    expect(inboxClock(item('warning'), since + HOUR)).toEqual({
      text: 'due in 11 h',
      tone: 'warning',
    });
  });

  it('a paused item is not counting', () => {
    expect(inboxClock(item('paused'), since + 20 * HOUR)).toEqual({
      text: 'paused · waiting on the student',
      tone: 'muted',
    });
  });
});
