/**
 * Named MSW handler groups for page stories, one module per domain: `full`, `empty`, `error`
 * and `loading` (see kit.ts). Data is fixed or seeded, so screenshots and axe runs are stable.
 */
export { courses, course, courseList, enrolledCourse, newCourse } from './courses';
export {
  bookingHandlers,
  bookingList,
  groupSessions,
  hoursError,
  londonHours,
  manyRequests,
  unavailableMentorSlots,
  unpublishedSlots,
} from './bookings';
export {
  certificates,
  revokedCertificate,
  validCertificate,
  verifyAnswer,
  verifyStates,
} from './certificates';
export { dashboardHandlers } from './dashboard';
export { ebooks, ebookList } from './ebooks';
export {
  failing,
  pending,
  seeded,
  offline,
  serverFailure,
  storyNow,
  type HandlerGroups,
} from './kit';
export { liveClasses, todayClasses, upcomingClasses } from './live-classes';
export { mentors, mentorList } from './mentors';
export { profileHandlers } from './profile';
export { programs, program, programList, announcedProgram } from './programs';
export { learning, learningCourse, completedLearningCourse, learningCourseAs } from './learning';
