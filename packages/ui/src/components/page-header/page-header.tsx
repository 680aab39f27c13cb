import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading, Text, type HeadingSize } from '../text';
import * as styles from './page-header.css';

export interface PageHeaderProps {
  /** The page's name: its one level-1 heading. */
  title: ReactNode;
  /** One muted line under the title: what the page is for, or whose it is. */
  description?: ReactNode;
  /** The page's own commands ("Create a course", "Add students"), at the end of the title row. */
  actions?: ReactNode;
  /**
   * The way back up ("← All courses"), above the title. A node rather than an href, so the app
   * passes its router's link and the kit stays router-free.
   */
  back?: ReactNode;
  /** A word above the title that says what kind of page this is ("Program", "404"). */
  eyebrow?: ReactNode;
  /** More about the page under the description: status badges, a due date, secondary links. */
  children?: ReactNode;
  /**
   * The title's size; the level stays 1. The work areas use the level's default, public pages
   * `xxl`, a reader or a sign-in card `xl`, the home page's hero `display`.
   */
  size?: HeadingSize;
  /** The heading's id, for a region the title names (`aria-labelledby`). */
  titleId?: string;
  className?: string;
}

/**
 * The head of every page: the h1, what the page is, its actions and the link back. One piece, so
 * the outline (one h1 a page, first in the main landmark) and the spacing are the same
 * everywhere. A div, not a `<header>`: outside `<main>` a header is the site's banner landmark.
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  eyebrow,
  children,
  size,
  titleId,
  className,
}: PageHeaderProps) {
  return (
    <div className={cx(styles.root, className)}>
      {back && <div>{back}</div>}
      <div className={styles.row}>
        <div className={styles.text}>
          {eyebrow && (
            <Text size="sm" tone="accent" weight="semibold">
              {eyebrow}
            </Text>
          )}
          <Heading level={1} size={size} id={titleId}>
            {title}
          </Heading>
          {description && <Text tone="muted">{description}</Text>}
          {children}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
