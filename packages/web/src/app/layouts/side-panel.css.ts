import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({ alignSelf: 'start' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const choices = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.accent.soft,
      borderColor: vars.color.accent.border,
      color: vars.color.accent.text,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
