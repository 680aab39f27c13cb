import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  minHeight: '6rem',
  resize: 'vertical',
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});
