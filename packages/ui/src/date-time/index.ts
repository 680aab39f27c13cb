export {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTime,
  formatTimeRange,
  formatZone,
  viewerTimeZone,
} from './date-time';
export type { DateTimeOptions } from './date-time';
