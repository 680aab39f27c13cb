export { Progress, toPercent } from './progress';
export type { ProgressProps } from './progress';
