import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
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

export const avatar = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  flexShrink: 0,
  borderRadius: vars.radii.full,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.bold,
});

export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tag = style({
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.neutral.soft,
});

export const skeleton = style({
  blockSize: '10rem',
  borderRadius: vars.radii.lg,
  background: vars.color.surface.sunken,
});
