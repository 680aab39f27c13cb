import { media, vars } from '@campus/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * The list beside the open conversation on wide screens; on a phone one of the two at a time (the
 * list at /messages, the conversation at /messages/:userId with a way back).
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(14rem, 20rem) minmax(0, 1fr)' },
  },
});

export const sideWhenOpen = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const backLink = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const entry = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  minInlineSize: 0,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': { background: vars.color.surface.selected },
  },
});

export const entryText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0, flex: 1 });

/** The conversation: header, history (grows), typing line, composer. */
export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: 'min(40rem, calc(100vh - 12rem))',
  minBlockSize: '22rem',
});

export const rowAlign = styleVariants({
  mine: { alignItems: 'flex-end' },
  theirs: { alignItems: 'flex-start' },
});

export const typingLine = style({ minBlockSize: '2.5rem' });

export const composer = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const composerInput = style({ flex: 1, resize: 'vertical', minBlockSize: '2.75rem' });
