import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const muted = style({ color: vars.color.text.muted });

// What a student wrote keeps its line breaks; long URLs wrap instead of widening the page at 360 px.
export const prose = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const preview = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '24rem',
  marginBlockStart: vars.space.xs,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
});

// Rows of a group are separated by a rule, not by cards in cards.
export const row = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const groups = style({ alignItems: 'start' });
