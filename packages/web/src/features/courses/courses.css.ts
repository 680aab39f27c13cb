import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const cardTitle = style({
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr)) auto' },
  },
});

export const chip = style({
  display: 'inline-block',
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.neutral.soft,
  color: vars.color.text.default,
});

export const modules = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
});
