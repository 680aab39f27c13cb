import { media, vars } from '@campus/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** Lesson first, the outline beside it on wider screens (DOM order = reading order). */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)' },
  },
});

export const outlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const lessonList = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const lessonButton = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
    '&[aria-current="step"]': {
      background: vars.color.surface.selected,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const doneMark = style({ color: vars.color.success.text, display: 'inline-flex' });
export const todoMark = style({ color: vars.color.text.muted, display: 'inline-flex' });
export const duration = style({ color: vars.color.text.muted, whiteSpace: 'nowrap' });

export const lessonHeading = style({
  selectors: { '&:focus': { outline: 'none' } },
});

export const media16x9 = style({
  width: '100%',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});

/** Comfortable reading width for lesson text. */
export const prose = style({
  maxWidth: '70ch',
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} > * + *`, { marginTop: vars.space.md });
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: vars.space.xl });
globalStyle(`${prose} pre`, {
  overflowX: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
globalStyle(`${prose} a`, { color: vars.color.accent.text });

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.full,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { background: vars.color.surface.selected } },
});

export const legend = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

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

/** A batch video in the list: the whole row is the button that opens it in the player. */
export const videoButton = style([
  tocLink,
  {
    width: '100%',
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

/** The batch's recordings (issue 14): cards one under the other. */
export const videoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
