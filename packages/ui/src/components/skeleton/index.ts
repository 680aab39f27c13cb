export { Skeleton, SkeletonGroup } from './skeleton';
export type { SkeletonProps, SkeletonGroupProps } from './skeleton';
