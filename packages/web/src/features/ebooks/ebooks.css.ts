import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
