import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { anchor, badge, countBadge, countBadgeFloating } from './badge.css';

export const badgeTones = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export const badgeVariants = ['soft', 'solid'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  variant?: BadgeVariant;
}

/** A short status label: "Live", "Pending", "Admin". */
export function Badge({ tone, variant, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone, variant }), className)} {...props} />;
}

/** The notification cap of product spec §9: counts above it read "9+". */
export const BADGE_COUNT_MAX = 9;

/** `formatBadgeCount(3) === '3'`, `formatBadgeCount(12) === '9+'`. */
export function formatBadgeCount(count: number, max: number = BADGE_COUNT_MAX): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count: number;
  max?: number;
  /** Drawn over the corner of its parent, e.g. the bell button. */
  floating?: boolean;
  /** Keep a zero visible (lists); by default nothing renders for zero (bell). */
  showZero?: boolean;
}

/**
 * The number on the bell. It is aria-hidden: "9+" read aloud is noise, so the control it sits on
 * carries the real count in its name ("Notifications, 12 unread").
 */
export function CountBadge({
  count,
  max,
  floating = false,
  showZero = false,
  className,
  ...props
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      aria-hidden
      className={cx(countBadge, floating && countBadgeFloating, className)}
      {...props}
    >
      {formatBadgeCount(count, max)}
    </span>
  );
}

/**
 * Positions a floating CountBadge over a control. The badge sits beside the button rather than
 * inside it, so the button's name stays exactly its label (axe: label-content-name-mismatch).
 */
export function BadgeAnchor({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(anchor, className)} {...props} />;
}
