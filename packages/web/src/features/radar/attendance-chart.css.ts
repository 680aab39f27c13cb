import { vars } from '@campus/ui';
import { createVar, style } from '@vanilla-extract/css';

/**
 * The chart's colours as custom properties on its box: a canvas cannot use CSS variables, so the
 * chart reads these (resolved to the theme's colours) when it draws.
 */
export const barColour = createVar();
export const textColour = createVar();
export const gridColour = createVar();

export const chart = style({
  vars: {
    [barColour]: vars.color.accent.solid,
    [textColour]: vars.color.text.muted,
    [gridColour]: vars.color.border.subtle,
  },
  minBlockSize: '240px',
});
