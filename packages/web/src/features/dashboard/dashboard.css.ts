import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// Panels keep their own height (a short panel does not stretch to its row's tallest).
export const panels = style({ alignItems: 'start' });

export const stat = style({ gap: vars.space.xxs });

// Rows of a panel are separated by a rule, not by cards in cards.
export const row = style({
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});
