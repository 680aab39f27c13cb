import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const faq = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  background: vars.color.surface.base,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  marginBlockEnd: vars.space.xs,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const contact = style({
  background: vars.color.accent.soft,
  borderRadius: vars.radii.lg,
  padding: vars.space.xl,
});
