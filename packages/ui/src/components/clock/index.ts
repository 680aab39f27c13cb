export { Clock, RelativeTime, formatClockTime, formatRelativeTime } from './clock';
export type { ClockProps, RelativeTimeProps } from './clock';
