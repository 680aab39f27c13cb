import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

/** The scroll container of a virtual list: only the rows in view (plus a few) are in the DOM. */
export const scroller = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  contain: 'strict',
});

export const rows = style({ position: 'relative', inlineSize: '100%' });

export const row = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: 0,
  inlineSize: '100%',
  paddingBlockEnd: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
});
