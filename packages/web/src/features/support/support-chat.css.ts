import { media, vars } from '@campus/ui';
import { style, styleVariants } from '@vanilla-extract/css';
import { launcherInset } from './launcher-room';

// Where the widget sits, and the virtual list's rows; the bubbles are the kit's ChatBubble.
// On a phone the launcher docks at the end of the page, after the footer; from a tablet up it
// floats in the corner, in the room the shell keeps free for it (launcher-room.ts).
export const launcher = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.md,
  '@media': {
    [media.tablet]: {
      position: 'fixed',
      padding: 0,
      insetBlockEnd: launcherInset,
      insetInlineEnd: launcherInset,
      zIndex: vars.zIndex.popover,
    },
  },
});

export const panel = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space.lg} + 3.5rem)`,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.popover,
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  blockSize: 'min(36rem, calc(100vh - 6rem))',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const rowAlign = styleVariants({
  user: { alignItems: 'flex-end' },
  bot: { alignItems: 'flex-start' },
});

export const tips = style({ margin: 0, paddingInlineStart: vars.space.lg });
