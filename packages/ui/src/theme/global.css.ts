import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
  textRendering: 'optimizeLegibility',
});

globalStyle('body', {
  margin: 0,
  background: vars.color.surface.canvas,
  color: vars.color.text.default,
});

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One focus ring for everything the kit does not style itself; keyboard users only.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
