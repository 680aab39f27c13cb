import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxxl } },
});

export const offers = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
});

export const skeleton = style({
  blockSize: '8rem',
  borderRadius: vars.radii.lg,
  background: vars.color.surface.sunken,
});
