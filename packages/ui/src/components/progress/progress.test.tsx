import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress, toPercent } from './progress';

describe('toPercent', () => {
  it('clamps and rounds', () => {
    expect(toPercent(42)).toBe(42);
    expect(toPercent(3, 7)).toBe(43);
    expect(toPercent(150)).toBe(100);
    expect(toPercent(-1)).toBe(0);
    expect(toPercent(5, 0)).toBe(0);
  });
});

describe('Progress', () => {
  it('is a named progressbar, without a value when indeterminate', () => {
    const { rerender } = render(<Progress label="Upload" value={30} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    rerender(<Progress label="Upload" />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
