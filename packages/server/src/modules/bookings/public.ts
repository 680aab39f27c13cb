// What other areas may use of mentor sync: a mentor's calendar (calendar.ts), the one check a live
// class their host schedules or moves runs too, under the same lock; and for the cohort calendar,
// which bookings are a student's, the status a booking has now, and a mentor's published hours as
// UTC intervals. Everything else in this folder is the area's own.
export { assertCalendarFree, lockCalendar } from './calendar';
export { effectiveStatus, studentBookingsSql } from './dto';
export { openIntervals } from './hours';
