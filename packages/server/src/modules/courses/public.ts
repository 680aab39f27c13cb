// What other areas may use of courses: the course and enrollment shapes the learning hub shows
// (with the instructor joined in).
export {
  courseSummary,
  enrolledCountSql,
  enrollmentState,
  instructorCols,
  instructors,
} from './dto';
