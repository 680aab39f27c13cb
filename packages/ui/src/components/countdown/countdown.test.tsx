import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Countdown, describeCountdown, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('is mm:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(4500)).toBe('75:00');
  });

  it('rounds part-seconds up and never goes negative', () => {
    expect(formatCountdown(0.2)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00');
  });
});

describe('describeCountdown', () => {
  it('reads naturally', () => {
    expect(describeCountdown(905)).toBe('15 minutes 5 seconds');
    expect(describeCountdown(60)).toBe('1 minute');
    expect(describeCountdown(1)).toBe('1 second');
    expect(describeCountdown(0)).toBe('0 seconds');
  });
});

describe('Countdown', () => {
  it('shows mm:ss and says it in words', () => {
    render(<Countdown seconds={905} />);
    expect(screen.getByText('15:05')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('15 minutes 5 seconds')).toBeInTheDocument();
  });
});
