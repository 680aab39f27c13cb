import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_COUNT_MAX, CountBadge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('caps at 9+', () => {
    expect(BADGE_COUNT_MAX).toBe(9);
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });

  it('takes another cap and ignores nonsense', () => {
    expect(formatBadgeCount(120, 99)).toBe('99+');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(2.7)).toBe('2');
  });
});

describe('CountBadge', () => {
  it('renders nothing for zero unless asked', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('is hidden from screen readers; the control names the count', () => {
    render(<CountBadge count={12} />);
    expect(screen.getByText('9+')).toHaveAttribute('aria-hidden', 'true');
  });
});
