import { normalizeError } from '@campus/sdk';
import { Alert, Button, Heading, Inline, Stack, Text } from '@campus/ui';
import { useState, type FormEvent } from 'react';
import { useRate as useRateCourse } from './courses.mutations';
import * as css from './course-player.css';

/** The invitation to rate, shown when the course is completed (POST /api/courses/{id}/rate). */
export function RateCourse({ courseId, current }: { courseId: string; current?: number }) {
  const [rating, setRating] = useState(current ?? 0);
  const rate = useRateCourse(courseId);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (rating > 0) rate.mutate({ rating });
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="rate-course-title">
      <Stack gap="sm">
        <Heading level={2} size="md" id="rate-course-title">
          {current ? 'Your rating' : 'How was this course?'}
        </Heading>
        <fieldset className={css.stars}>
          <legend className={css.legend}>Rate it from 1 to 5 stars</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={css.star}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              {n} {n === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </fieldset>
        <Inline gap="sm" align="center" wrap>
          <Button type="submit" disabled={rating === 0} loading={rate.isPending}>
            {current ? 'Update rating' : 'Rate course'}
          </Button>
          <span role="status">
            {rate.isSuccess && (
              <Text as="span" size="sm" tone="success">
                Thanks for rating this course.
              </Text>
            )}
          </span>
        </Inline>
        {rate.isError && <Alert tone="danger">{normalizeError(rate.error).message}</Alert>}
      </Stack>
    </form>
  );
}
