export { Clock } from './clock';
export type { ClockProps } from './clock';
export { RelativeTime } from './relative-time';
export type { RelativeTimeProps } from './relative-time';
