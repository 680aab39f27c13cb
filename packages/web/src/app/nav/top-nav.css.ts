import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// The avatar that opens the account menu: below the desktop width only (above it the side panel
// and the Log out button are in view).
export const accountTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.control,
  minBlockSize: vars.size.control,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.full,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline-flex' } },
});
