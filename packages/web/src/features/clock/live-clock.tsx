import { Text } from '@campus/ui';
import { useEffect, useState } from 'react';

/** Spec §9: the clock refreshes every second. */
export const CLOCK_TICK_MS = 1000;

/** Spec §9: en-US, 12-hour, e.g. "3:07:09 PM". */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
}

export interface LiveClockProps {
  /** The time source; stories and tests pin it. */
  now?: () => Date;
  tickMs?: number;
}

/**
 * The live clock of the navigation bar. Too small for a machine: one interval, cleared on unmount.
 * Screen readers are not told every second (no live region); the time is readable on demand.
 */
export function LiveClock({ now = () => new Date(), tickMs = CLOCK_TICK_MS }: LiveClockProps) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const id = setInterval(() => setTime(now()), tickMs);
    return () => clearInterval(id);
  }, [now, tickMs]);
  return (
    <Text as="span" size="sm" tabular>
      <time dateTime={time.toISOString()} data-testid="live-clock">
        {formatClock(time)}
      </time>
    </Text>
  );
}
