import { useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import { clock } from './clock.css';

/** Product spec §9: the navigation clock reads en-US, 12-hour ("6:05:09 PM"). */
export function formatClockTime(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const relativeUnits: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "just now", "5 minutes ago", "in 2 hours", "yesterday" — for notification and chat times.
 * Under a minute reads "just now" rather than a ticking seconds count.
 */
export function formatRelativeTime(date: Date, now: Date = new Date(), locale = 'en-US'): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60), 'minute');
}

export interface ClockProps {
  /** A fixed time (stories, tests). Without it the clock shows now and ticks every second. */
  time?: Date;
  timeZone?: string;
  className?: string;
}

/**
 * The live clock in the navigation bar. Screen readers get the time on demand but are not told
 * about every tick: no live region, on purpose.
 */
export function Clock({ time, timeZone, className }: ClockProps) {
  const [now, setNow] = useState(() => time ?? new Date());
  useEffect(() => {
    if (time) {
      setNow(time);
      return;
    }
    const tick = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(tick);
  }, [time]);
  return (
    <time className={cx(clock, className)} dateTime={now.toISOString()}>
      {formatClockTime(now, timeZone)}
    </time>
  );
}

export interface RelativeTimeProps {
  date: Date;
  /** The reference "now" (stories, tests). */
  now?: Date;
  className?: string;
}

/** "5 minutes ago", with the exact time in a tooltip-like title and the machine time. */
export function RelativeTime({ date, now, className }: RelativeTimeProps) {
  return (
    <time className={className} dateTime={date.toISOString()} title={date.toLocaleString('en-US')}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
