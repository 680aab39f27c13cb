import { media, vars } from '@campus/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The look the learning screens share: the reading layout of the course player and the e-book
// reader (reading-layout.tsx: a lesson beside its outline, done marks, prose), the video player, and the card lists of the batch's recordings
// and the self-paced hub. Each screen's own parts are in its feature's stylesheet.

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

export const lessonList = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const doneMark = style({ color: vars.color.success.text, display: 'inline-flex' });
export const todoMark = style({ color: vars.color.text.muted, display: 'inline-flex' });
export const duration = style({ color: vars.color.text.muted, whiteSpace: 'nowrap' });

/** An outline entry (a lesson's button, a module's link): mark, name and duration on one row. */
export const outlineEntry = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
    '&:is([aria-current="step"], [aria-current="page"])': {
      background: vars.color.surface.selected,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

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
/** The paragraph a cited source opened (lib/passage-anchor.ts). */
globalStyle(`${prose} > [data-cited="true"]`, {
  scrollMarginTop: vars.space.xxl,
  background: vars.color.surface.sunken,
  boxShadow: `-${vars.space.sm} 0 0 ${vars.color.accent.solid}`,
  outline: 'none',
});
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: vars.space.xl });
globalStyle(`${prose} pre`, {
  overflowX: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
globalStyle(`${prose} a`, { color: vars.color.accent.text });

/** Cards one under the other: the batch's recordings, the self-paced hub's lists. */
export const videoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
