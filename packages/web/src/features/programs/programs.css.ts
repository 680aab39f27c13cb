import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.xl,
});

export const chip = style({
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
});

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
});
