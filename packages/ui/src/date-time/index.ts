export {
  canonicalTimeZone,
  formatClockTime,
  formatDate,
  formatDateTime,
  formatInstant,
  formatMonth,
  formatRelativeTime,
  formatTime,
  formatTimeOfDay,
  formatTimeRange,
  formatZone,
  otherZoneTime,
  sameTimeZone,
  timeZoneLongName,
  viewerTimeZone,
} from './date-time';
export type { DateStyle, DateTimeOptions, TimeContext } from './date-time';
