import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  padding: vars.space.xs,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.color.shadow.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accent.soft, color: vars.color.accent.text },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const danger = style({
  color: vars.color.danger.text,
  selectors: {
    '&[data-highlighted]': { background: vars.color.danger.soft, color: vars.color.danger.text },
  },
});

export const label = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xs,
  background: vars.color.border.subtle,
});

// Where a radio item's check mark sits, kept empty when unchecked so the labels line up.
export const indicatorSlot = style({ display: 'inline-flex', inlineSize: '1em' });
