import { useLocation, useParams } from 'wouter';
import { CourseDetailPage } from '../../features/courses/course-detail-page';
import { CoursesPage } from '../../features/courses/courses-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { useSession } from '../session';

export function CoursesRoute() {
  return <CoursesPage />;
}

export function CourseRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const [location] = useLocation();
  return (
    <CourseDetailPage
      key={id}
      courseId={id}
      user={user}
      notFound={<NotFoundPage path={location} />}
    />
  );
}
