import { vars } from '@campus/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { prose } from '../../lib/learning.css';

// The reader's own parts; the outline and lesson look it shares with the course player is lib's.
export {
  layout,
  lessonList,
  doneMark,
  todoMark,
  duration,
  lessonHeading,
  prose,
} from '../../lib/learning.css';

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

export const tocLink = style([
  {
    display: 'grid',
    gridTemplateColumns: '1.25rem minmax(0, 1fr) auto',
    gap: vars.space.sm,
    alignItems: 'start',
    padding: vars.space.sm,
    borderRadius: vars.radii.md,
    color: vars.color.text.default,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surface.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
      '&[aria-current="page"]': {
        background: vars.color.surface.selected,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
]);
