import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface.hover },
    '&[aria-current="page"]': {
      background: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const ellipsis = style({
  minWidth: '1.5rem',
  textAlign: 'center',
  color: vars.color.text.muted,
});

/** Chevrons point the reading direction's way. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** "Page 3" between Previous and Next in cursor mode: the position, not a button. */
export const position = style({
  paddingInline: vars.space.sm,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
