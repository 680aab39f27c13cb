import { type LearningCourse } from '@campus/sdk';
import {
  Card,
  CardGrid,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Progress,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import * as css from '../../lib/learning.css';
import { ReadingRow } from '../../lib/reading-row';
import { overviewQuery } from './learning.api';

function CourseRow({ item }: { item: LearningCourse }) {
  const { course, enrollment, nextLesson } = item;
  const done = enrollment.status === 'completed' || enrollment.progress >= 100;
  return (
    <Card as="li" padding="md">
      <Stack gap="sm">
        <Heading level={3} size="md">
          {course.title}
        </Heading>
        <Text size="sm" tone="muted">
          {done
            ? 'Completed'
            : nextLesson
              ? `Next: ${nextLesson.title} (${nextLesson.moduleTitle})`
              : 'Not started'}
        </Text>
        <Progress
          label={`${course.title}: ${Math.round(enrollment.progress)}% done`}
          value={Math.round(enrollment.progress)}
        />
        <Link
          className={linkClassName()}
          href={paths.studentLearning.href(course._id)}
          aria-label={`${done ? 'Review' : 'Continue'} ${course.title}`}
        >
          {done ? 'Review' : 'Continue'}
        </Link>
      </Stack>
    </Card>
  );
}

/**
 * /autonomous-learning (student): everything self-paced in one place — the courses they
 * are taking with the next lesson, the e-books they are reading, and suggestions matched to the
 * program they registered for (the server picks them).
 */
export function AutonomousLearningPage() {
  const overview = useQuery(overviewQuery());
  return (
    <Stack gap="xl">
      <PageHeader
        title="Self-paced learning"
        description={
          overview.data?.program
            ? `Your courses and e-books, and what fits the ${overview.data.program.title} program next.`
            : 'Your courses and e-books, and what to take next.'
        }
      />
      <QueryView
        query={overview}
        loading={
          <SkeletonGroup label="Loading your learning…">
            <Stack gap="md">
              <Skeleton height="7rem" />
              <Skeleton height="7rem" />
            </Stack>
          </SkeletonGroup>
        }
        errorTitle="Your learning could not be loaded"
      >
        {(learning) => (
          <>
            <Stack as="section" gap="md" aria-labelledby="al-courses">
              <Heading level={2} size="lg" id="al-courses">
                Your courses
              </Heading>
              {learning.courses.length === 0 ? (
                <EmptyState
                  title="No course yet"
                  description="Enroll in a course and it shows here with your next lesson."
                  action={
                    <Link className={linkClassName()} href={paths.courses.href()}>
                      Browse courses
                    </Link>
                  }
                />
              ) : (
                <ul className={css.videoList}>
                  {learning.courses.map((item) => (
                    <CourseRow key={item.course._id} item={item} />
                  ))}
                </ul>
              )}
            </Stack>
            <Stack as="section" gap="md" aria-labelledby="al-ebooks">
              <Heading level={2} size="lg" id="al-ebooks">
                Your e-books
              </Heading>
              {learning.ebooks.length === 0 ? (
                <Text tone="muted">
                  You have not opened a Skill_Up e-book yet.{' '}
                  <Link className={linkClassName()} href={paths.ebookStudent.href()}>
                    See the e-books
                  </Link>
                </Text>
              ) : (
                <ul className={css.videoList}>
                  {learning.ebooks.map((reading) => (
                    <ReadingRow key={reading.ebook._id} reading={reading} />
                  ))}
                </ul>
              )}
            </Stack>
            {(learning.suggestions.courses.length > 0 ||
              learning.suggestions.ebooks.length > 0) && (
              <Stack as="section" gap="md" aria-labelledby="al-next">
                <Heading level={2} size="lg" id="al-next">
                  Suggested for you
                </Heading>
                <CardGrid aria-label="Suggestions">
                  {learning.suggestions.courses.map((c) => (
                    <Card as="li" key={c._id} padding="md">
                      <Stack gap="xs">
                        <Link className={linkClassName()} href={paths.course.href(c._id)}>
                          {c.title}
                        </Link>
                        <Inline gap="xs" wrap>
                          <Text size="sm" tone="muted">
                            Course · {c.level} · {c.lessonCount} lessons
                          </Text>
                        </Inline>
                      </Stack>
                    </Card>
                  ))}
                  {learning.suggestions.ebooks.map((e) => (
                    <Card as="li" key={e._id} padding="md">
                      <Stack gap="xs">
                        <Link className={linkClassName()} href={paths.ebookReader.href(e._id)}>
                          {e.title}
                        </Link>
                        <Text size="sm" tone="muted">
                          E-book · {e.moduleCount} modules · about {e.estimatedMinutes} min
                        </Text>
                      </Stack>
                    </Card>
                  ))}
                </CardGrid>
              </Stack>
            )}
          </>
        )}
      </QueryView>
    </Stack>
  );
}
