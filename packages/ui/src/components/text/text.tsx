import type { ElementType, HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { heading, text } from './text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['default', 'muted', 'accent', 'success', 'warning', 'danger'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: 'start' | 'center' | 'end';
  /** One line with an ellipsis; pair it with a `title` so the full text stays reachable. */
  truncate?: boolean;
  /** Digits of equal width, for clocks, counters and amounts that change in place. */
  tabular?: boolean;
}

export function Text({
  as: Component = 'p',
  size,
  tone,
  weight,
  align,
  truncate,
  tabular,
  className,
  ...props
}: TextProps) {
  return (
    <Component
      className={cx(text({ size, tone, weight, align, truncate, tabular }), className)}
      {...props}
    />
  );
}

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'xxxl', 'xxl', 'xl', 'lg', 'md'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level. Separate from `size` so the outline never bends to the look. */
  level: HeadingLevel;
  size?: HeadingSize;
}

export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={cx(heading({ size: size ?? defaultSize[level] }), className)} {...props} />
  );
}
