import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf (Intl.PluralRules)', () => {
  it.each([
    [0, '0 learners'],
    [1, '1 learner'],
    [2, '2 learners'],
    [1200, '1,200 learners'],
  ])('%i reads %s', (n, text) => {
    expect(countOf(n, 'learner')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
