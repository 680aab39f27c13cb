import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} + 1.5rem)`,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.text.muted,
});
