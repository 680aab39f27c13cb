import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// A class row: what and when on the start, Join (or when it opens) on the end; rows ruled apart.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});
