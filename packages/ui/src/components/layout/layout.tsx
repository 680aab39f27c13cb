import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { cx } from '../../utils/cx';
import { Skeleton } from '../skeleton';
import { cardGrid, cardPlaceholder, container } from './layout.css';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** The element to render: layout should not force a div where a list or a section belongs. */
    as?: ElementType;
    children?: ReactNode;
  };

/** The primitive under every layout: spacing and layout props come from the theme's sprinkles. */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return <Component className={cx(sprinkles(atoms as Sprinkles), className)} {...rest} />;
}

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  gap?: Sprinkles['gap'];
  align?: StackAlign;
};

/** Children one above the other, evenly spaced. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}

export const inlineJustifies = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  gap?: Sprinkles['gap'];
  align?: 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
  justify?: InlineJustify;
  /** Wrapping is on by default: a row that cannot wrap breaks the mobile layout. */
  wrap?: boolean;
};

/** Children side by side (in reading order, so mirrored in right-to-left), wrapping when short of room. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}

export const containerSizes = ['sm', 'md', 'lg', 'full'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  size?: ContainerSize;
  as?: ElementType;
};

/** Centres page content at a readable width with gutters on small screens. */
export function Container({
  size = 'lg',
  as: Component = 'div',
  className,
  ...props
}: ContainerProps) {
  return <Component className={cx(container({ size }), className)} {...props} />;
}

export const cardGridMins = ['sm', 'md', 'lg'] as const;
export type CardGridMin = (typeof cardGridMins)[number];

export type CardGridProps = HTMLAttributes<HTMLElement> & {
  /** The narrowest a card may get before the grid drops a column: 14, 16 or 18 rem. */
  min?: CardGridMin;
  gap?: 'md' | 'lg';
  /** A list by default: put each card in an `<li>`. */
  as?: ElementType;
};

/** A responsive grid of cards (courses, mentors, e-books, programs). */
export function CardGrid({ min, gap, as: Component = 'ul', className, ...props }: CardGridProps) {
  return <Component className={cx(cardGrid({ min, gap }), className)} {...props} />;
}

export type CardGridLoadingProps = Omit<CardGridProps, 'children'> & {
  /** What is loading, for screen readers ("Loading courses"). */
  label: string;
  count?: number;
  /** Height of one placeholder card. */
  height?: string;
};

/** The grid's loading state: placeholder cards of the right size, announced once as busy. */
export function CardGridLoading({
  label,
  count = 6,
  height = '8rem',
  ...props
}: CardGridLoadingProps) {
  return (
    <CardGrid aria-busy="true" aria-label={label} {...props}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton height={height} className={cardPlaceholder} />
        </li>
      ))}
    </CardGrid>
  );
}
