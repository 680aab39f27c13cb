import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({ width: 'min(22rem, calc(100vw - 1rem))' });

// Spec §9: the list scrolls at a maximum height.
export const list = style({
  maxBlockSize: '20rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
});

export const unreadDot = style({
  flexShrink: 0,
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  marginBlockStart: '0.4rem',
  borderRadius: '50%',
  background: vars.color.accent.solid,
});

export const readDot = style([unreadDot, { background: 'transparent' }]);
