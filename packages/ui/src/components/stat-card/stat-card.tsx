import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useId, type ElementType, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { Card } from '../card';
import { Link } from '../link';
import { Skeleton } from '../skeleton';
import * as styles from './stat-card.css';

export const statTrends = ['up', 'down', 'flat'] as const;
export const statTones = ['positive', 'negative', 'neutral'] as const;
export type StatTrend = (typeof statTrends)[number];
export type StatTone = (typeof statTones)[number];

export interface StatDelta {
  /** The change in words: "+3 since last week", "₹12,500 less than October". */
  text: ReactNode;
  trend: StatTrend;
  /**
   * Whether the change is good news. Not derived from the trend: more overdue tasks is up but
   * bad, fewer pending payments is down but good. Defaults to neutral.
   */
  tone?: StatTone;
}

export interface StatCardProps {
  /** What is counted: "Tasks waiting for review". */
  label: ReactNode;
  /** The figure: a number, or a Currency for amounts. */
  value?: ReactNode;
  delta?: StatDelta;
  /** Where the figure comes from: the list behind it. */
  href?: string;
  /** Link text; the label is added for screen readers ("View all: Tasks waiting for review"). */
  linkLabel?: string;
  /** A router's link component (wouter's Link) for client-side navigation. */
  linkAs?: ElementType;
  loading?: boolean;
  className?: string;
}

const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const trendWords = { up: 'Up', down: 'Down', flat: 'No change' } as const;

/**
 * One figure on a dashboard (/admin's "state of the platform", a mentor's queue count): label,
 * value, an optional change with its direction in words as well as an arrow, and a link to the
 * list it counts. While loading it keeps its label and size, so the grid does not jump.
 */
export function StatCard({
  label,
  value,
  delta,
  href,
  linkLabel = 'View all',
  linkAs,
  loading = false,
  className,
}: StatCardProps) {
  const labelId = `stat-${useId()}`;
  const TrendIcon = delta ? trendIcons[delta.trend] : null;
  return (
    // A group, not a region: a dashboard of eight figures should not add eight landmarks.
    <Card
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cx(styles.card, className)}
    >
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {loading ? (
        <>
          <Skeleton width="5rem" height="2.25rem" />
          {delta && <Skeleton width="8rem" height="1rem" />}
          <span className={visuallyHidden}>Loading…</span>
        </>
      ) : (
        <>
          <p className={styles.value}>{value}</p>
          {delta && TrendIcon && (
            <p className={styles.delta({ tone: delta.tone })}>
              <TrendIcon size={16} aria-hidden />
              <span className={visuallyHidden}>{trendWords[delta.trend]}:</span> {delta.text}
            </p>
          )}
        </>
      )}
      {href && (
        <div className={styles.footer}>
          <Link href={href} as={linkAs}>
            {linkLabel}
            <span className={visuallyHidden}>: {label}</span>
          </Link>
        </div>
      )}
    </Card>
  );
}
