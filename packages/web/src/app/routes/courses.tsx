import { useParams } from 'wouter';
import { CourseDetailPage } from '../../features/courses/course-detail-page';
import { CoursesPage } from '../../features/courses/courses-page';
import { useSession } from '../session';

export function CoursesRoute() {
  return <CoursesPage />;
}

export function CourseRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  return <CourseDetailPage key={id} courseId={id} user={user} />;
}
