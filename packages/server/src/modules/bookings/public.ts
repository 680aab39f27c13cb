// What other areas may use of mentor sync: a mentor's calendar (calendar.ts), the one check a live
// class their host schedules or moves runs too, under the same lock. Everything else in this folder
// is the area's own.
export { assertCalendarFree, lockCalendar } from './calendar';
