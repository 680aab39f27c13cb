import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { circle, skeleton } from './skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  circle?: boolean;
  className?: string;
}

/** A grey placeholder in the shape of what is loading. Decorative: wrap a group in SkeletonGroup. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  circle: round = false,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={cx(skeleton, round && circle, className)}
      style={{ width, height }}
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, said once for the whole group. */
  label?: string;
  children: ReactNode;
}

export function SkeletonGroup({ label = 'Loading…', children }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
