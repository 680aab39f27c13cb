import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.lg,
  padding: vars.space.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

const badge = {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
} as const;

export const live = style({
  ...badge,
  background: vars.color.danger.soft,
  color: vars.color.danger.text,
});
export const ended = style({
  ...badge,
  background: vars.color.neutral.soft,
  color: vars.color.text.muted,
});

export const hidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
