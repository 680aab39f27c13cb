import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

/** Stacked on a phone; in a row from tablet up unless asked to stay vertical. */
export const list = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
  variants: {
    orientation: {
      horizontal: {
        '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
      },
      vertical: {},
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: '1 1 0',
  minWidth: 0,
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  borderRadius: vars.radii.sm,
});

export const stepButton = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    border: '2px solid transparent',
  },
  variants: {
    state: {
      complete: { background: vars.color.success.solid, color: vars.color.success.onSolid },
      current: { background: vars.color.accent.solid, color: vars.color.accent.onSolid },
      upcoming: {
        background: vars.color.surface.base,
        color: vars.color.text.muted,
        borderColor: vars.color.border.strong,
      },
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = recipe({
  base: { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.snug },
  variants: {
    state: {
      complete: { color: vars.color.text.default },
      current: { color: vars.color.text.default, fontWeight: vars.fontWeight.semibold },
      upcoming: { color: vars.color.text.muted },
    },
  },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
