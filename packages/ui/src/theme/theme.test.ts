import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '@campus/tokens';
import { contrastRatio } from './contrast';
import { contrastPairs } from './contrast-pairs';

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme', (_name, colors) => {
  it.each(contrastPairs(colors).map((pair) => [pair.name, pair] as const))(
    '%s meets WCAG AA',
    (_pair, { foreground, background, minimum }) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
