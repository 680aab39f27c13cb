import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '30rem',
  marginInline: 'auto',
  marginBlock: vars.space.lg,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.lg,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const avatar = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  borderRadius: vars.radii.full,
  objectFit: 'cover',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});
