import { useParams } from 'wouter';
import { CoursePlayerPage } from '../../features/courses/course-player-page';

export function StudentLearningRoute() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  return <CoursePlayerPage key={courseId} courseId={courseId} />;
}
