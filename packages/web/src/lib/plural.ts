const countFormat = new Intl.NumberFormat('en-US');
const rules = new Intl.PluralRules('en-US');

/**
 * "1 learner", "2 learners", "0 learners": the count with the word English grammar asks for, by
 * Intl.PluralRules rather than `n === 1`, so one rule serves every count on every screen.
 */
export function countOf(count: number, one: string, other: string = `${one}s`): string {
  const formatted = countFormat.format(count);
  return `${formatted} ${rules.select(count) === 'one' ? one : other}`;
}
