import { normalizeError, type Course, type User } from '@campus/sdk';
import {
  Alert,
  AlertDialog,
  Button,
  Heading,
  Inline,
  PageHeader,
  PageLoading,
  Stack,
  Text,
  linkClassName,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { countOf } from '../../lib/plural';
import { QueryView } from '../../lib/query-view';
import { courseQuery } from './courses.api';
import { useEnroll, useUnenroll } from './courses.mutations';
import { capitalize, formatMinutes, formatPrice } from './format';
import * as css from './courses.css';
import { RateCourse } from './rate-course';

function Enrollment({
  course,
  user,
  onAccountChanged,
}: {
  course: Course;
  user: User | null;
  onAccountChanged?: () => unknown;
}) {
  const enroll = useEnroll(course._id, onAccountChanged);
  const unenroll = useUnenroll(course._id, onAccountChanged);
  const [confirming, setConfirming] = useState(false);
  const viewer = course.viewer;
  const failure = enroll.error ?? unenroll.error;

  if (!user) {
    return (
      <Text>
        <Link className={linkClassName()} href={paths.login.href(paths.course.href(course._id))}>
          Log in
        </Link>{' '}
        or{' '}
        <Link className={linkClassName()} href={paths.register.href()}>
          sign up
        </Link>{' '}
        to enroll.
      </Text>
    );
  }
  if (user.role.toLowerCase() !== 'student') {
    return <Text tone="muted">Enrollment is for students.</Text>;
  }
  const enrolled = Boolean(viewer?.enrolled);
  return (
    <Stack gap="sm">
      {enrolled ? (
        <>
          <Text tone="success" weight="medium">
            You are enrolled{viewer?.enrollmentStatus === 'completed' ? ' and completed it' : ''}
            {typeof viewer?.progress === 'number' ? ` · ${Math.round(viewer.progress)}% done` : ''}.
          </Text>
          <Inline gap="sm" wrap>
            <Link className={linkClassName()} href={paths.studentLearning.href(course._id)}>
              Continue learning
            </Link>
            {viewer?.enrollmentStatus !== 'completed' && (
              <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
                <AlertDialog.Trigger asChild>
                  <Button variant="secondary">Unenroll</Button>
                </AlertDialog.Trigger>
                <AlertDialog.Content
                  title={`Leave ${course.title}?`}
                  description="Your progress is kept, so enrolling again resumes where you stopped. A paid course's fee comes off your pending amount if you leave within 14 days of enrolling and before completing a lesson."
                  confirmLabel="Unenroll"
                  cancelLabel="Stay enrolled"
                  tone="danger"
                  loading={unenroll.isPending}
                  onConfirm={() =>
                    unenroll.mutate(undefined, { onSettled: () => setConfirming(false) })
                  }
                />
              </AlertDialog.Root>
            )}
          </Inline>
        </>
      ) : (
        <Stack gap="xs">
          <Text size="sm" tone="muted" id="enroll-terms">
            {course.price > 0
              ? `Enrolling adds ${formatPrice(course.price)} to your pending amount, paid from Pending Payment. You can start learning at once; access lasts one year.`
              : 'This course is free. You can start learning at once; access lasts one year.'}
          </Text>
          <div>
            <Button
              loading={enroll.isPending}
              aria-describedby="enroll-terms"
              onClick={() => enroll.mutate()}
            >
              Enroll{course.price > 0 ? ` for ${formatPrice(course.price)}` : ' for free'}
            </Button>
          </div>
        </Stack>
      )}
      {failure && (
        <Alert tone="danger" live="alert">
          {normalizeError(failure).message}
        </Alert>
      )}
    </Stack>
  );
}

const allCourses = (
  <Link className={linkClassName()} href={paths.courses.href()}>
    Back to all courses
  </Link>
);

export function CourseDetailPage({
  courseId,
  user,
  notFound,
  onAccountChanged,
  muteControl,
}: {
  courseId: string;
  user: User | null;
  /** Enrolling or leaving changed the user's pending amount: the session refreshes the user. */
  onAccountChanged?: () => unknown;
  /** What to show when there is no such course (the app's not-found page). */
  notFound?: ReactNode;
  /** The course's "mute notifications" control, shown to its enrolled learners. */
  muteControl?: ReactNode;
}) {
  const course = useQuery(courseQuery(courseId));
  return (
    <QueryView
      query={course}
      loading={<PageLoading label="Loading course…" />}
      errorTitle="This course could not be loaded"
      notFound={notFound}
      page={{ notFoundTitle: 'Course not found', back: allCourses }}
    >
      {(c) => (
        <CourseView
          course={c}
          user={user}
          onAccountChanged={onAccountChanged}
          muteControl={c.viewer?.enrolled ? muteControl : undefined}
        />
      )}
    </QueryView>
  );
}

function CourseView({
  course: c,
  user,
  onAccountChanged,
  muteControl,
}: {
  course: Course;
  user: User | null;
  onAccountChanged?: () => unknown;
  muteControl?: ReactNode;
}) {
  return (
    <Stack gap="xl">
      <PageHeader
        back={
          <Link className={linkClassName({ tone: 'muted' })} href={paths.courses.href()}>
            ← All courses
          </Link>
        }
        title={c.title}
        size="xxl"
        description={`${c.category} · ${capitalize(c.level)} · by ${c.instructor.name}`}
      >
        <Text>{c.description}</Text>
        <Text size="sm" tone="muted">
          {c.ratingCount > 0
            ? `★ ${c.ratingAverage.toFixed(1)} from ${countOf(c.ratingCount, 'rating')}`
            : 'No ratings yet'}{' '}
          · {countOf(c.enrolledCount, 'learner')} · {countOf(c.moduleCount, 'module')} ·{' '}
          {countOf(c.lessonCount, 'lesson')} · {formatMinutes(c.durationMinutes)}
        </Text>
        <Text size="lg" weight="bold">
          {formatPrice(c.price)}
        </Text>
      </PageHeader>
      {c.status === 'draft' && (
        // Only its author, admins and enrolled learners get a draft (getCourse): this is the
        // "Preview as a student" of the course editor.
        <Alert tone="info" title="Draft preview">
          This is the page as students will see it once the course is published; the catalogue does
          not list it yet.
        </Alert>
      )}
      <Enrollment course={c} user={user} onAccountChanged={onAccountChanged} />
      {muteControl}
      {/* The invitation to rate comes with completing the course (never at 0 %); a
          rating already given can be changed. */}
      {c.viewer?.enrolled && (c.viewer.progress === 100 || c.viewer.rating !== undefined) && (
        <RateCourse courseId={c._id} current={c.viewer.rating} />
      )}
      <Stack gap="md">
        <Heading level={2} size="lg">
          Syllabus
        </Heading>
        {c.modules.length === 0 ? (
          <Text tone="muted">The syllabus is being prepared.</Text>
        ) : (
          <ol className={css.modules}>
            {c.modules.map((m) => (
              <li key={m._id}>
                <Text weight="semibold">{m.title}</Text>
                <ul>
                  {m.lessons.map((l) => (
                    <li key={l._id}>
                      <Text size="sm">
                        {l.title}{' '}
                        <Text as="span" size="sm" tone="muted">
                          ({l.type}, {formatMinutes(l.durationMinutes)}
                          {l.preview ? ', free preview' : ''})
                        </Text>
                        {l.preview && (
                          // Visitors read a free preview before enrolling.
                          <>
                            {' '}
                            <Link
                              className={linkClassName()}
                              href={paths.courseLesson.href(c._id, l._id)}
                              aria-label={`Preview “${l.title}”`}
                            >
                              Preview
                            </Link>
                          </>
                        )}
                      </Text>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Stack>
  );
}
