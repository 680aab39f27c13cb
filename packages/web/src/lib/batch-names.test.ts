import { describe, expect, it } from 'vitest';
import { batchLabel, monthChoices, monthLabel } from './batch-names';

describe('batch names', () => {
  it('reads a month-year as a month', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(batchLabel({ monthYear: '2027-01', domain: 'data' })).toBe('Jan 2027 · data');
  });

  it('offers three months back and twelve ahead, across a year end', () => {
    const choices = monthChoices(new Date('2026-11-22T12:00:00Z'));
    expect(choices[0]).toEqual({ value: '2026-08', label: 'Aug 2026' });
    expect(choices[3]?.value).toBe('2026-11');
    expect(choices.at(-1)?.value).toBe('2027-11');
  });
});
