// /create-course (spec §2, instructor or admin): the course editor; `?course=<id>` edits a course.
// An instructor also sees all of their own courses here.
import { Stack } from '@campus/ui';
import { useSearch } from 'wouter';
import { CourseEditorPage } from '../../features/courses/course-editor';
import { MyCourses } from '../../features/courses/courses-table';
import { QuizEditor } from '../../features/quizzes/quiz-editor';
import { useSession } from '../session';

export function CreateCourseRoute() {
  const courseId = new URLSearchParams(useSearch()).get('course') ?? undefined;
  const { user } = useSession();
  return (
    <Stack gap="xl">
      <CourseEditorPage
        courseId={courseId}
        renderQuizEditor={(lesson) => (
          <QuizEditor key={lesson._id} lessonId={lesson._id} title={lesson.title} />
        )}
      />
      {user?.role === 'instructor' && !courseId && <MyCourses userId={user._id} />}
    </Stack>
  );
}
