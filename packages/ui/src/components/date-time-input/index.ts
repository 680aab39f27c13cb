export { DateTimeInput } from './date-time-input';
export type { DateTimeInputProps, ZonedDateTime } from './date-time-input';
export {
  formatOffset,
  supportedTimeZones,
  utcToWallTime,
  wallTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';
