export {
  formatClockTime,
  formatDate,
  formatDateTime,
  formatRelativeTime,
  formatTime,
  formatZone,
  viewerTimeZone,
} from './date-time';
export type { DateTimeOptions } from './date-time';
