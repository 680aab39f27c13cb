// What other areas may use of courses: the course and enrollment shapes the learning hub shows
// (with the instructor joined in), and for the quizzes area an enrollment's effective status and
// the progress write a passed quiz makes (EnrollmentChanges.completeLesson).
export {
  courseSummary,
  effectiveStatus,
  enrolledCountSql,
  enrollmentState,
  instructorCols,
  instructors,
  popularitySql,
} from './dto';
export { EnrollmentReads } from './enrollment-reads';
export { EnrollmentChanges } from './enrollments';
