import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  listStyle: 'none',
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

/** The week view's days: radio chips, so only the time pills are buttons. */
export const week = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xxs,
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surface.selected,
      borderColor: vars.color.border.strong,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus.ring}`,
      outlineOffset: '1px',
    },
    '&:has(input:disabled)': { color: vars.color.text.muted, cursor: 'default' },
  },
});

/** The native radio stays in the page (keyboard, screen readers) but the chip is what shows. */
export const dayInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

/** One weekday (or the days off) of the hours form: a plain group, no browser frame. */
export const hoursDay = style({
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});
