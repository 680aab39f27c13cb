import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  // The containing block of what cells position absolutely (a field's visually hidden label), so it
  // scrolls and clips with the table instead of widening the page on a phone.
  position: 'relative',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surface.base,
  color: vars.color.text.default,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: vars.fontWeight.semibold,
});

export const th = style({
  textAlign: 'start',
  padding: vars.space.md,
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const row = style({ selectors: { '&:hover': { background: vars.color.surface.hover } } });
