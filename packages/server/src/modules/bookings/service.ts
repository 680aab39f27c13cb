// Mentor sync: one-to-one requests and group sessions (the /mentor-sync and /mentor-sessions screens).
//
// No double booking: every change to a mentor's schedule (a request, an accept, a new group session)
// runs in one transaction that first locks the mentor's user row (and the student's, for checks on
// the student's own time) with SELECT … FOR UPDATE, in id order so two transactions cannot deadlock.
// Intervals are half-open [start, end): back-to-back bookings do not overlap.
//
// `expired` and `completed` are derived from the clock on every read (never stale); a sweep persists
// them every 5 minutes. Filters use the effective status.
//
// Split by use case (modules/courses is the template): dto (shapes, effective status) → access
// (shared checks, locks) → queries → one-to-one → groups. Each layer extends the one before it, so
// the routes keep one BookingsService.
export { BookingsService } from './groups';
export {
  effectiveStatus,
  MAX_AHEAD_MS,
  MAX_PENDING_REQUESTS,
  MAX_SCHEDULE_WINDOW_MS,
  NO_LONGER_FREE,
  type GroupInput,
  type ListFilter,
  type OneToOneInput,
} from './dto';
