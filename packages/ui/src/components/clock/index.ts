export { Clock, RelativeTime } from './clock';
export type { ClockProps, RelativeTimeProps } from './clock';
