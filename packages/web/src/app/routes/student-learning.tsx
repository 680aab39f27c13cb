import { useParams } from 'wouter';
import { CoursePlayerPage } from '../../features/courses/course-player-page';
import { QuizPlayer } from '../../features/quizzes/quiz-player';

export function StudentLearningRoute() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  return (
    <CoursePlayerPage
      key={courseId}
      courseId={courseId}
      renderQuiz={(lesson, whenEmpty) => (
        <QuizPlayer key={lesson._id} lessonId={lesson._id} whenEmpty={whenEmpty} />
      )}
    />
  );
}
