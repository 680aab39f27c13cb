import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** The list beside the ask form on a wide screen; the form under it on a phone. */
export const space = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

/** The accepted answer stands out by its edge, not by colour alone (it also says "Accepted"). */
export const accepted = style({
  borderInlineStart: `4px solid ${vars.color.accent.solid}`,
});
