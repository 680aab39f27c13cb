import type { Course, CourseLesson } from '@campus/sdk';
import {
  Alert,
  Badge,
  Card,
  Heading,
  Inline,
  PageHeader,
  PageLoading,
  Stack,
  Text,
  linkClassName,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { courseQuery } from './courses.api';
import { capitalize, formatMinutes } from './format';
import { LessonContent } from './lesson-content';

const findLesson = (course: Course, lessonId: string): CourseLesson | undefined =>
  course.modules.flatMap((m) => m.lessons).find((l) => l._id === lessonId);

/**
 * /courses/:id/lessons/:lessonId: one lesson of a course's syllabus opened from the course
 * page, for anyone — a visitor reads a free preview before enrolling (getCourse serves a preview
 * lesson's content to everyone). A lesson the viewer may not open yet says so and leads back to
 * the course page to enroll; learners keep their player (/student/learning).
 */
export function CourseLessonPage({
  courseId,
  lessonId,
  notFound,
}: {
  courseId: string;
  lessonId: string;
  /** What to show when there is no such course or lesson (the app's not-found page). */
  notFound?: ReactNode;
}) {
  const course = useQuery(courseQuery(courseId));
  const back = (
    <Link className={linkClassName({ tone: 'muted' })} href={paths.course.href(courseId)}>
      ← Back to the course
    </Link>
  );
  return (
    <QueryView
      query={course}
      loading={<PageLoading label="Loading lesson…" />}
      errorTitle="This lesson could not be loaded"
      notFound={notFound}
      page={{ notFoundTitle: 'Course not found', back }}
    >
      {(c) => {
        const lesson = findLesson(c, lessonId);
        if (!lesson) return notFound ?? <Text>This lesson is not part of the course.</Text>;
        const open = Boolean(lesson.content || lesson.videoUrl);
        return (
          <Stack gap="lg">
            {/* The course is the page (h1) and the lesson its section (h2), as in the player, so
                the lesson's own headings (h3, lib/safe-html.tsx) never skip a level. */}
            <PageHeader back={back} title={c.title} description={`by ${c.instructor.name}`} />
            <Stack gap="xs">
              <Heading level={2} size="lg">
                {lesson.title}
              </Heading>
              <Inline gap="sm">
                <Text size="sm" tone="muted">
                  {capitalize(lesson.type)} · {formatMinutes(lesson.durationMinutes)}
                </Text>
                {lesson.preview && <Badge tone="info">Free preview</Badge>}
              </Inline>
            </Stack>
            {open ? (
              <Card>
                <LessonContent lesson={lesson} />
              </Card>
            ) : (
              <Alert tone="info" title="This lesson opens when you enroll">
                The syllabus is public; a lesson’s text and video are for the course’s learners.
                Free-preview lessons are open to everyone.
              </Alert>
            )}
            <Text>
              <Link className={linkClassName()} href={paths.course.href(c._id)}>
                {c.viewer?.enrolled ? 'Back to the course' : 'See the whole course and enroll'}
              </Link>
            </Text>
          </Stack>
        );
      }}
    </QueryView>
  );
}
