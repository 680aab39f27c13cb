import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The summary is a bordered box in the danger tone, above the fields it lists. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `2px solid ${vars.color.danger.border}`,
  background: vars.color.danger.soft,
  color: vars.color.text.default,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const summaryTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const summaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const summaryLink = style({
  color: vars.color.danger.text,
  textDecoration: 'underline',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const summaryText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** "₹" sits inside the box at the inline start, like the end adornment of TextField. */
export const currencyWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const currencyPrefix = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.text.muted,
  pointerEvents: 'none',
});

export const currencyInput = style({
  paddingInlineStart: `calc(${vars.space.md} + 1.25em)`,
  fontVariantNumeric: 'tabular-nums',
});
