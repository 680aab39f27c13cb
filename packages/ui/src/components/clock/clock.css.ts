import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const zone = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });
