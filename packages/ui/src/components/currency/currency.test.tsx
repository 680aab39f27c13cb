import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Currency, formatRupees } from './currency';

describe('formatRupees', () => {
  it('groups in lakhs and crores', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(1250000)).toBe('₹12,50,000');
    expect(formatRupees(123456789)).toBe('₹12,34,56,789');
  });

  it('shows paise only when there are some, or when asked', () => {
    expect(formatRupees(499.5)).toBe('₹499.5');
    expect(formatRupees(499.5, { paise: true })).toBe('₹499.50');
    expect(formatRupees(100, { paise: true })).toBe('₹100.00');
  });

  it('handles negatives and nonsense', () => {
    expect(formatRupees(-1500)).toBe('-₹1,500');
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('Currency', () => {
  it('keeps the raw value machine-readable', () => {
    render(<Currency amount={12500} />);
    expect(screen.getByText('₹12,500')).toHaveAttribute('value', '12500');
  });
});
