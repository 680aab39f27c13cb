import { vars } from '@campus/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// Where the floating widget sits, and the virtual list's rows; the bubbles are the kit's ChatBubble.
export const launcher = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.popover,
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
