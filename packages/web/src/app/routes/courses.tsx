import { CoursesPage } from '../../features/courses/courses-page';

/** The catalogue; the course page is its own chunk (routes/course.tsx), so /courses stays light. */
export function CoursesRoute() {
  return <CoursesPage />;
}
