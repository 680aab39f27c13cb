import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const hint = style({ color: vars.color.text.muted, fontSize: vars.fontSize.sm });

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  cursor: 'pointer',
  color: vars.color.text.default,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent.solid,
      background: vars.color.accent.soft,
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.text.muted },
  },
});

export const input = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  margin: 0,
  marginBlockStart: '0.125rem',
  accentColor: vars.color.accent.solid,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const note = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.sm });
