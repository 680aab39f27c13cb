import { vars } from '@campus/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { outlineEntry, prose } from '../../lib/learning.css';

// The reader's own parts; the reading layout it shares with the course player is lib's
// (reading-layout.tsx, learning.css.ts).
export { lessonList, prose } from '../../lib/learning.css';

/** The e-book reader's text: the chosen size and line length (reader-settings.ts). */
export const readerSize = styleVariants({
  small: { fontSize: vars.fontSize.sm },
  medium: { fontSize: vars.fontSize.md },
  large: { fontSize: vars.fontSize.lg },
  'x-large': { fontSize: vars.fontSize.xl },
});
export const readerWidth = styleVariants({
  narrow: { maxWidth: '55ch' },
  comfortable: { maxWidth: '68ch' },
  wide: { maxWidth: '90ch' },
});
globalStyle(`${prose} > [data-resume="true"]`, {
  scrollMarginTop: vars.space.xxl,
  boxShadow: `-${vars.space.sm} 0 0 ${vars.color.accent.solid}`,
});

/** A module of the contents: a link with the outline entry's look. */
export const tocLink = style([outlineEntry, { textDecoration: 'none' }]);
