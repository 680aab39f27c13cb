import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// minmax(0, 1fr): a wide child (the section bar, a table) scrolls inside itself instead of widening the
// page (360 px phones).
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  '@media': { [media.tablet]: { flexWrap: 'wrap' } },
});

export const tab = style({
  display: 'block',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});
