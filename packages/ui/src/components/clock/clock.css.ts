import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
});

export const zone = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

/** The time and, hidden in the same cell, the widest times it can read: the cell keeps their width. */
export const timeSlot = style({
  display: 'inline-grid',
  justifyItems: 'end',
});

globalStyle(`${timeSlot} > *`, { gridArea: '1 / 1' });

export const sizer = style({ visibility: 'hidden' });
