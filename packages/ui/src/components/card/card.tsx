import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './card.css';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for a self-contained item (a course), `section` for a dashboard panel. */
  as?: ElementType;
  padding?: CardPadding;
  /** Hover elevation, for cards whose title link makes the whole card a target. */
  interactive?: boolean;
}

export function Card({
  as: Component = 'div',
  padding,
  interactive,
  className,
  ...props
}: CardProps) {
  return <Component className={cx(styles.card({ padding, interactive }), className)} {...props} />;
}

export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  /** Heading level in the page outline; cards sit under a page h1/h2 by default. */
  level?: 2 | 3 | 4;
  description?: ReactNode;
  /** A Badge or an IconButton at the inline end. */
  action?: ReactNode;
}

export function CardHeader({
  title,
  level = 3,
  description,
  action,
  className,
  ...props
}: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx(styles.header, className)} {...props}>
      <div className={styles.headerText}>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action}
    </div>
  );
}
CardHeader.displayName = 'Card.Header';

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
CardFooter.displayName = 'Card.Footer';
