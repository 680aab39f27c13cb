export {
  Badge,
  BadgeAnchor,
  CountBadge,
  formatBadgeCount,
  BADGE_COUNT_MAX,
  badgeTones,
  badgeVariants,
} from './badge';
export type { BadgeProps, CountBadgeProps, BadgeTone, BadgeVariant } from './badge';
