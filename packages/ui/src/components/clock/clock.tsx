import { useEffect, useState, useSyncExternalStore } from 'react';
import { cx } from '../../utils/cx';
// @campus/time/zones, not the whole formatter: the clock is on every page's first load, the rest of
// the formatter is not.
import { formatClockTime, zoneLabel } from '@campus/time/zones';
import { clock, sizer, timeSlot, zone as zoneStyle } from './clock.css';

// The widest times the clock can read (digits are tabular): the clock keeps their width, so the
// header around it does not move as "9:59:59 AM" becomes "10:00:00 AM" — the navigation measures
// what fits beside it (NavBar.Links), and a ticking width would fold a link in and out.
const WIDEST = ['12:00:00 AM', '12:00:00 PM'];

const noSubscription = () => () => {};
const notAhead = () => false;
const renderedAhead = () => true;

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
  // Rendered ahead of time (a page prerendered at build), the clock would show the build's time
  // and zone: it stays empty until it runs in the visitor's browser.
  const ahead = useSyncExternalStore(noSubscription, notAhead, renderedAhead);
  useEffect(() => {
    if (time) {
      setNow(time);
      return;
    }
    const tick = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(tick);
  }, [time]);
  if (ahead && !time) return <span className={cx(clock, className)} />;
  return (
    <span className={cx(clock, className)}>
      <span className={timeSlot}>
        <time dateTime={now.toISOString()}>{formatClockTime(now, timeZone)}</time>
        {WIDEST.map((text) => (
          <span key={text} className={sizer} aria-hidden>
            {text}
          </span>
        ))}
      </span>{' '}
      {/* The zone is named, as every time in the product is (date-time.ts). */}
      <span className={zoneStyle}>{zoneLabel(now, timeZone)}</span>
    </span>
  );
}
