import { useParams } from 'wouter';
import { CoursePlayerPage } from '../../features/learning/course-player-page';

export function StudentLearningRoute() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  return <CoursePlayerPage key={courseId} courseId={courseId} />;
}
