import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Hidden from sight, still read by screen readers (labels, live-region text, dialog titles). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The kit's focus ring, for parts that draw their own instead of the global one. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
});
