import type { AnchorHTMLAttributes, ElementType } from 'react';
import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { externalIcon, link } from './link.css';

export const linkTones = ['accent', 'neutral', 'muted'] as const;
export type LinkTone = (typeof linkTones)[number];

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: LinkTone;
  /**
   * Underline only on hover. For navigation bars and menus, where position already says "link";
   * inside running text keep the default.
   */
  underline?: 'always' | 'hover';
  /** Opens in a new tab (e.g. the payment provider's form) and says so to every user. */
  external?: boolean;
  /** A router's link component (wouter's `Link`), so client-side navigation keeps the look. */
  as?: ElementType;
}

export const linkClassName = (options: { tone?: LinkTone; underline?: 'always' | 'hover' } = {}) =>
  link(options);

export function Link({
  tone,
  underline,
  external = false,
  as: Component = 'a',
  className,
  children,
  ...props
}: LinkProps) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component className={cx(link({ tone, underline }), className)} {...externalProps} {...props}>
      {children}
      {external && (
        <>
          <ExternalLink size={14} aria-hidden className={externalIcon} />
          {/* A comma, not a space: name computation drops a leading space inside the span. */}
          <span className={visuallyHidden}>, opens in a new tab</span>
        </>
      )}
    </Component>
  );
}
