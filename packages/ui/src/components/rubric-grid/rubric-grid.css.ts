import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});

export const criterion = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  padding: 0,
});

export const levels = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  padding: 0,
  listStyle: 'none',
});

export const level = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.accent.soft,
      borderColor: vars.color.accent.border,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
});

export const chosen = style({
  background: vars.color.accent.soft,
  borderColor: vars.color.accent.border,
  fontWeight: 600,
});

export const total = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
