import { Card, Heading, Inline, Skeleton, SkeletonGroup, Stack, visuallyHidden } from '@campus/ui';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import * as css from './learning.css';

// The reading layout the course player (features/courses) and the e-book reader (features/ebooks)
// share: the text being read — an article named by its heading — first, and beside it on wider
// screens (below it on a phone) the outline of the whole, where each entry says whether it is done.

export interface ReadingLayoutProps {
  /** The id of the article's heading, which names it; moving on focuses it. */
  headingId: string;
  title: ReactNode;
  /** Lines above the title (where the reader is: "Module 2 of 5 · 10 min"). */
  above?: ReactNode;
  /** Lines under the title. */
  below?: ReactNode;
  /** The text, the media, the quiz: what is being read. */
  children: ReactNode;
  /** Under the text: moving to the previous and next part, and what goes with it. */
  footer?: ReactNode;
  /** The outline beside the text (ReadingOutline). */
  outline: ReactNode;
}

export function ReadingLayout({
  headingId,
  title,
  above,
  below,
  children,
  footer,
  outline,
}: ReadingLayoutProps) {
  return (
    <div className={css.layout}>
      <article aria-labelledby={headingId}>
        <Stack gap="lg">
          <Stack gap="xs">
            {above}
            <Heading level={2} size="lg" id={headingId} tabIndex={-1} className={css.lessonHeading}>
              {title}
            </Heading>
            {below}
          </Stack>
          {children}
          {footer}
        </Stack>
      </article>
      {outline}
    </div>
  );
}

/** The previous and next buttons under the text, at either end of a row. */
export function ReadingPager({ previous, next }: { previous: ReactNode; next: ReactNode }) {
  return (
    <Inline gap="sm" justify="space-between" wrap>
      {previous}
      {next}
    </Inline>
  );
}

/** The outline: a navigation landmark named by its heading, on a card. */
export function ReadingOutline({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={titleId}>
      <Card padding="md">
        <Stack gap="md">
          <Heading level={2} size="md" id={titleId}>
            {title}
          </Heading>
          {children}
        </Stack>
      </Card>
    </nav>
  );
}

/**
 * What one outline entry shows inside its button or link: the done mark, the name with its state
 * for screen readers (`status`, e.g. ", done"), and how long it takes.
 */
export function OutlineEntryParts({
  done,
  label,
  status,
  duration,
}: {
  done: boolean;
  label: ReactNode;
  status: string;
  duration: string;
}) {
  return (
    <>
      <span className={done ? css.doneMark : css.todoMark} aria-hidden>
        {done ? <CheckCircle2 size={18} /> : <Circle size={18} />}
      </span>
      <span>
        {label}
        <span className={visuallyHidden}>{status}</span>
      </span>
      <span className={css.duration}>{duration}</span>
    </>
  );
}

/** The layout's loading state: `header`'s skeletons, then the text's and the outline's rows. */
export function ReadingLoading({
  label,
  header,
  text,
  outlineRows,
}: {
  label: string;
  header: ReactNode;
  text: ReactNode;
  outlineRows: number;
}) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap="lg">
        {header}
        <div className={css.layout}>
          <Stack gap="md">{text}</Stack>
          <Stack gap="sm">
            {Array.from({ length: outlineRows }, (_, n) => (
              <Skeleton key={n} height="2rem" />
            ))}
          </Stack>
        </div>
      </Stack>
    </SkeletonGroup>
  );
}
