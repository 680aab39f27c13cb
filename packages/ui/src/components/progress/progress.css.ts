import { createVar, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const fraction = createVar();

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const value = style({ color: vars.color.text.muted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: vars.radii.full,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const bar = style({
  height: '100%',
  width: `calc(${fraction} * 100%)`,
  borderRadius: vars.radii.full,
  background: vars.color.accent.solid,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', width: '100%', opacity: 0.5 } },
});
