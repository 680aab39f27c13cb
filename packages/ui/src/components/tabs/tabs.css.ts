import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const trigger = style({
  flexShrink: 0,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  marginBlockEnd: -1,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&[data-state="active"]': {
      color: vars.color.accent.text,
      borderBlockEndColor: vars.color.accent.solid,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingBlock: vars.space.lg,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});
