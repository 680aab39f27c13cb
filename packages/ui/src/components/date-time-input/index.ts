export { DateTimeInput } from './date-time-input';
export type { DateTimeInputProps, ZonedDateTime } from './date-time-input';
export {
  formatInZone,
  formatOffset,
  supportedTimeZones,
  timeZoneLongName,
  utcToWallTime,
  wallTimeToUtc,
  zoneOffsetMinutes,
} from './zoned-time';
