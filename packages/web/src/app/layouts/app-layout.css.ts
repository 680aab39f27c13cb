import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.canvas,
  color: vars.color.text.default,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.base,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  minBlockSize: '3.5rem',
  maxInlineSize: '90rem',
  marginInline: 'auto',
  flexWrap: 'wrap',
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.text.default,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  '@media': { [media.desktop]: { marginInlineEnd: vars.space.lg } },
});

export const menuToggle = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const nav = style({
  order: 10,
  flexBasis: '100%',
  display: 'none',
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [media.desktop]: { display: 'block', order: 0, flexBasis: 'auto', marginInlineEnd: 'auto' },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@media': {
    [media.desktop]: { flexDirection: 'row', paddingBlockEnd: 0, gap: vars.space.xs },
  },
});

export const navLink = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.md,
  color: vars.color.text.default,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="page"]': {
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const clock = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});

export const body = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '90rem',
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': {
    [media.desktop]: { padding: vars.space.xl },
  },
});

export const bodyWithPanel = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: '17rem minmax(0, 1fr)' },
  },
});

export const panel = style({
  order: 2,
  '@media': { [media.desktop]: { order: 0 } },
});

export const main = style({ minInlineSize: 0 });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-10rem',
  zIndex: vars.zIndex.tooltip,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});
