import { breakpoints, vars } from '@campus/ui';
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

// On a phone what is due comes first: the counters follow the panels, two to a row, instead of a
// screenful of full-width cards before the first task. (They hold no control, so the visual order
// differing from the reading order moves no focus.)
export const stats = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: {
      order: 1,
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});
