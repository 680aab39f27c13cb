export { Countdown, formatCountdown, describeCountdown } from './countdown';
export type { CountdownProps } from './countdown';
