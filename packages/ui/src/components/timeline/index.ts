export { Timeline } from './timeline';
export type { TimelineEntry, TimelineProps } from './timeline';
