import { formatDateTime, formatRelativeTime } from '@campus/time';

export interface RelativeTimeProps {
  date: Date | string | number;
  /** The reference "now" (stories, tests). */
  now?: Date | number;
  className?: string;
}

/** "5m ago" (spec §4), with the exact time and its zone in a title and the machine time. */
export function RelativeTime({ date, now, className }: RelativeTimeProps) {
  const at = date instanceof Date ? date : new Date(date);
  return (
    <time className={className} dateTime={at.toISOString()} title={formatDateTime(at)}>
      {formatRelativeTime(at, now)}
    </time>
  );
}
