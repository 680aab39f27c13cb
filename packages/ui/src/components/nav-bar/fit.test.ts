import { describe, expect, it } from 'vitest';
import { fitCount } from './fit';

describe('fitCount', () => {
  it('keeps every link when the row holds them all, with no room kept for "More"', () => {
    expect(fitCount([100, 100, 100], 320, 80, 10)).toBe(3);
  });

  it('keeps as many links as fit beside the "More" button when some must go', () => {
    // 100 + 10 + 100 + 10 + 80 = 300 ≤ 305; a third link would need 410.
    expect(fitCount([100, 100, 100, 100], 305, 80, 10)).toBe(2);
  });

  it('moves every link into "More" when not even one fits beside it', () => {
    expect(fitCount([200, 100], 250, 80, 10)).toBe(0);
  });
});
