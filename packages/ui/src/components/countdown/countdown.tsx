import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { countdown } from './countdown.css';

/**
 * `formatCountdown(905) === '15:05'`, `formatCountdown(9) === '0:09'`: minutes unpadded, as a
 * stopwatch reads; hours roll into minutes ("75:00"); never negative. The login retry wait uses it.
 */
export function formatCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** "15 minutes 5 seconds" — what a screen reader should say instead of "15 colon 05". */
export function describeCountdown(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0)
    parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

export interface CountdownProps {
  /** Seconds left. The owner (the retry machine) ticks it; this only displays. */
  seconds: number;
  className?: string;
}

/**
 * The retry countdown display ("Try again in 14:59"). It holds no timer: time belongs to the
 * machine that drives it, which keeps it testable with fake clocks.
 */
export function Countdown({ seconds, className }: CountdownProps) {
  return (
    <span className={cx(countdown, className)}>
      <span aria-hidden>{formatCountdown(seconds)}</span>
      <span className={visuallyHidden}>{describeCountdown(seconds)}</span>
    </span>
  );
}
