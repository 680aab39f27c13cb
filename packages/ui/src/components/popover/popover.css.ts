import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by every floating surface: popover, menu, tooltip. */
export const floating = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  maxWidth: 'min(24rem, calc(100vw - 1rem))',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.color.shadow.md,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const arrow = style({ fill: vars.color.surface.raised });
