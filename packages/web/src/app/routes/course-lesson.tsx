import { useLocation, useParams } from 'wouter';
import { CourseLessonPage } from '../../features/courses/course-lesson-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';

export function CourseLessonRoute() {
  const { id = '', lessonId = '' } = useParams<{ id: string; lessonId: string }>();
  const [location] = useLocation();
  return (
    <CourseLessonPage
      key={`${id}/${lessonId}`}
      courseId={id}
      lessonId={lessonId}
      notFound={<NotFoundPage path={location} />}
    />
  );
}
