export {
  FormTimeZoneField,
  matchTimeZone,
  TimeZoneField,
  type FormTimeZoneFieldProps,
  type TimeZoneFieldProps,
} from './time-zone-field';
