export { StatCard, statTones, statTrends } from './stat-card';
export type { StatCardProps, StatDelta, StatTone, StatTrend } from './stat-card';
