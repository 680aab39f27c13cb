import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:has(button:disabled)': { cursor: 'not-allowed', color: vars.color.text.muted } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.5rem',
  padding: 0,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.full,
  background: vars.color.surface.sunken,
  cursor: 'inherit',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-checked="true"]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radii.full,
  background: vars.color.text.muted,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      transform: 'translateX(1.25rem)',
      background: vars.color.accent.onSolid,
    },
    [`[dir="rtl"] ${track}[aria-checked="true"] &`]: { transform: 'translateX(-1.25rem)' },
  },
});
