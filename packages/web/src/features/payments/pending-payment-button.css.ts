import { breakpoints } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// On a phone the button shows the amount alone (its accessible name still says "Pending Payment …"),
// so the header stays one row at 360 px.
export const words = style({
  '@media': {
    [`screen and (max-width: ${breakpoints.tablet - 0.02}px)`]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
