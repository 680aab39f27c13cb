import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.text.muted } },
});

export const box = style({
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

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const description = style({ color: vars.color.text.muted, fontSize: vars.fontSize.xs });
