import { normalizeError, type Course, type CourseLesson } from '@campus/sdk';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Inline,
  PageHeader,
  Progress,
  Skeleton,
  Stack,
  Text,
  linkClassName,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { minutes } from '../../lib/minutes';
import { playerQuery, useMarkLesson } from './course-player.api';
import { LessonContent } from './lesson-content';
import { QueryView } from '../../lib/query-view';
import {
  OutlineEntryParts,
  ReadingLayout,
  ReadingLoading,
  ReadingOutline,
  ReadingPager,
} from '../../lib/reading-layout';
import { RateCourse } from './rate-course';
import { lessonsInOrder, resumeLesson, type PlacedLesson } from './outline';
import * as css from './course-player.css';

function PlayerLoading() {
  return (
    <ReadingLoading
      label="Loading course…"
      header={
        <>
          <Skeleton width="60%" height="2rem" />
          <Skeleton height="0.75rem" />
        </>
      }
      text={
        <>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton height="12rem" />
          <Skeleton width="80%" />
        </>
      }
      outlineRows={5}
    />
  );
}

const backToCourse = (courseId: string, label: string) => (
  <Link className={linkClassName()} href={paths.course.href(courseId)}>
    {label}
  </Link>
);

const allCourses = (
  <Link className={linkClassName()} href={paths.courses.href()}>
    Browse all courses
  </Link>
);

/**
 * Who may not play the course sees why and where to go (spec §6: enrolling happens on the course
 * page). Cancelled and expired enrollments keep their progress on the server, so re-enrolling there
 * resumes at the same place.
 */
function NotLearning({ course }: { course: Course }) {
  const status = course.viewer?.enrollmentStatus;
  const [title, body] =
    status === 'expired'
      ? [
          'Your access to this course has expired',
          'Enroll again on the course page to continue; your progress is kept.',
        ]
      : status === 'cancelled'
        ? [
            'You left this course',
            'Enroll again on the course page to continue where you stopped; your progress is kept.',
          ]
        : ['You are not enrolled in this course', 'Enroll on the course page to start learning.'];
  return (
    <Stack gap="md">
      <PageHeader title={course.title} size="xl" />
      <Alert tone={status ? 'warning' : 'info'} title={title} live="none">
        {body}
      </Alert>
      {backToCourse(course._id, 'Go to the course page')}
    </Stack>
  );
}

function Outline({
  course,
  current,
  done,
  onOpen,
}: {
  course: Course;
  current: string;
  done: ReadonlySet<string>;
  onOpen: (id: string) => void;
}) {
  return (
    <ReadingOutline titleId="outline-title" title="Course outline">
      <ol className={css.outlineList}>
        {course.modules.map((m) => (
          <li key={m._id}>
            <Text weight="semibold" size="sm">
              {m.title}
            </Text>
            <ol className={css.lessonList}>
              {m.lessons.map((l) => {
                const isDone = done.has(l._id);
                return (
                  <li key={l._id}>
                    <button
                      type="button"
                      className={css.lessonButton}
                      aria-current={l._id === current ? 'step' : undefined}
                      onClick={() => onOpen(l._id)}
                    >
                      <OutlineEntryParts
                        done={isDone}
                        label={l.title}
                        status={isDone ? ', done' : ', not done'}
                        duration={minutes(l.durationMinutes)}
                      />
                    </button>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </ReadingOutline>
  );
}

/**
 * A quiz lesson's player, composed in by the route (features do not import each other).
 * `whenEmpty` is this player's "Mark as complete", for a quiz that has no questions yet.
 */
export type RenderQuiz = (lesson: CourseLesson, whenEmpty: ReactNode) => ReactNode;

function Player({ course, renderQuiz }: { course: Course; renderQuiz?: RenderQuiz }) {
  const viewer = course.viewer!;
  const lessons = useMemo(() => lessonsInOrder(course), [course]);
  const done = useMemo(() => new Set(viewer.completedLessonIds ?? []), [viewer]);
  // Fixed once on open: marking a lesson moves the server's lastLessonId, not the student.
  const [currentId, setCurrentId] = useState(
    () => resumeLesson(lessons, viewer.completedLessonIds ?? [], viewer.lastLessonId)?._id,
  );
  const mark = useMarkLesson(course._id, viewer.enrollmentId!);
  const headingId = useId();
  const moved = useRef(false);
  useEffect(() => {
    // After the student moves to another lesson, focus its title (not on first open).
    if (moved.current) document.getElementById(headingId)?.focus();
  }, [currentId, headingId]);

  const index = lessons.findIndex((l) => l._id === currentId);
  const lesson: PlacedLesson | undefined = lessons[index] ?? lessons[0];
  const open = (id: string) => {
    moved.current = true;
    mark.reset();
    setCurrentId(id);
  };
  const progress = viewer.progress ?? 0;
  const completed = viewer.enrollmentStatus === 'completed';
  const markControl = lesson && (
    <Stack gap="sm">
      <Text size="sm" tone="muted">
        A lesson counts as done when you mark it complete.
      </Text>
      <Inline gap="sm" wrap align="center">
        <Button
          variant={done.has(lesson._id) ? 'secondary' : 'primary'}
          loading={mark.isPending}
          onClick={() => mark.mutate({ lessonId: lesson._id, completed: !done.has(lesson._id) })}
        >
          {done.has(lesson._id) ? 'Mark as not done' : 'Mark as complete'}
        </Button>
        <span role="status">
          {mark.isSuccess && (
            <Text as="span" size="sm" tone="success">
              {mark.variables.completed ? 'Marked complete' : 'Marked not done'} · {progress}% of
              the course done.
            </Text>
          )}
        </span>
      </Inline>
      {mark.isError && <Alert tone="danger">{normalizeError(mark.error).message}</Alert>}
    </Stack>
  );

  return (
    <Stack gap="xl">
      <PageHeader
        back={
          <Link className={linkClassName({ tone: 'muted' })} href={paths.course.href(course._id)}>
            ← Course overview
          </Link>
        }
        title={course.title}
        size="xl"
      >
        <Progress label="Course progress" value={progress} />
      </PageHeader>
      {completed && (
        <Card padding="md">
          <Stack gap="md">
            <Alert tone="success" title="You completed this course" live="status">
              Every lesson is done. You can still revisit any of them. Your certificate for this
              course is issued: download it and share its verification link from{' '}
              <Link className={linkClassName()} href={paths.profile.href()}>
                your certificates
              </Link>
              .
            </Alert>
            <RateCourse courseId={course._id} current={viewer.rating} />
          </Stack>
        </Card>
      )}
      {!lesson ? (
        <EmptyState
          title="No lessons yet"
          description="The instructor is still preparing this course. Check back soon."
          action={backToCourse(course._id, 'Back to the course page')}
        />
      ) : (
        <ReadingLayout
          headingId={headingId}
          title={lesson.title}
          above={
            <Text size="sm" tone="muted">
              {lesson.moduleTitle} · Lesson {lesson.index + 1} of {lessons.length}
            </Text>
          }
          below={
            <Text size="sm" tone="muted">
              {lesson.type === 'video' ? 'Video' : lesson.type === 'quiz' ? 'Quiz' : 'Reading'} ·{' '}
              {minutes(lesson.durationMinutes)}
              {done.has(lesson._id) ? ' · Done' : ''}
            </Text>
          }
          footer={
            <ReadingPager
              previous={
                <Button
                  variant="secondary"
                  iconStart={<ChevronLeft size={18} />}
                  disabled={index <= 0}
                  onClick={() => open(lessons[index - 1]!._id)}
                >
                  Previous lesson
                </Button>
              }
              next={
                <Button
                  variant="secondary"
                  iconEnd={<ChevronRight size={18} />}
                  disabled={index >= lessons.length - 1}
                  onClick={() => open(lessons[index + 1]!._id)}
                >
                  Next lesson
                </Button>
              }
            />
          }
          outline={<Outline course={course} current={lesson._id} done={done} onOpen={open} />}
        >
          {lesson.type === 'quiz' && renderQuiz ? (
            // A quiz lesson is done by passing its quiz (the server refuses a hand-ticked one).
            renderQuiz(lesson, markControl)
          ) : (
            <>
              <LessonContent lesson={lesson} />
              {markControl}
            </>
          )}
        </ReadingLayout>
      )}
    </Stack>
  );
}

/** /student/learning/{courseId}: the course player. */
export function CoursePlayerPage({
  courseId,
  renderQuiz,
}: {
  courseId: string;
  renderQuiz?: RenderQuiz;
}) {
  const course = useQuery(playerQuery(courseId));
  return (
    <QueryView
      query={course}
      loading={<PlayerLoading />}
      errorTitle="This course could not be loaded"
      page={{ notFoundTitle: 'Course not found', back: allCourses }}
    >
      {(c) => <Playable course={c} renderQuiz={renderQuiz} />}
    </QueryView>
  );
}

/** The player for who is learning the course, or why not. */
function Playable({ course: c, renderQuiz }: { course: Course; renderQuiz?: RenderQuiz }) {
  const learning =
    c.viewer?.enrollmentId &&
    (c.viewer.enrollmentStatus === 'active' || c.viewer.enrollmentStatus === 'completed');
  return learning ? (
    <Player key={c._id} course={c} renderQuiz={renderQuiz} />
  ) : (
    <NotLearning course={c} />
  );
}
