import { style } from '@vanilla-extract/css';

export const currency = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
