import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  listStyle: 'none',
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
