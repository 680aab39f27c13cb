import type { CourseSummary } from '@campus/sdk';
import { Card, Heading, Inline, Text } from '@campus/ui';
import { GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Cover } from '../../lib/cover';
import { countOf } from '../../lib/plural';
import { capitalize, formatMinutes, formatPrice } from './format';
import * as css from './courses.css';

export function CourseCard({
  course,
  headingLevel = 2,
}: {
  course: CourseSummary;
  headingLevel?: 2 | 3;
}) {
  return (
    <Card as="article">
      <Cover src={course.thumbnailUrl} seed={course.title} icon={<GraduationCap size={40} />} />
      <Inline gap="xs" wrap>
        <span className={css.chip}>{course.category}</span>
        <span className={css.chip}>{capitalize(course.level)}</span>
      </Inline>
      <Heading level={headingLevel} size="md">
        <Link className={css.cardTitle} href={paths.course.href(course._id)}>
          {course.title}
        </Link>
      </Heading>
      <Text size="sm" tone="muted">
        by {course.instructor.name}
      </Text>
      <Text size="sm" style={{ flex: 1 }}>
        {course.description.length > 140
          ? `${course.description.slice(0, 140)}…`
          : course.description}
      </Text>
      <Inline gap="md" justify="space-between" wrap>
        <Text size="sm" tone="muted">
          {course.ratingCount > 0
            ? `★ ${course.ratingAverage.toFixed(1)} (${course.ratingCount})`
            : 'No ratings yet'}{' '}
          · {countOf(course.lessonCount, 'lesson')} · {formatMinutes(course.durationMinutes)}
        </Text>
        <Text weight="semibold">{formatPrice(course.price)}</Text>
      </Inline>
    </Card>
  );
}
