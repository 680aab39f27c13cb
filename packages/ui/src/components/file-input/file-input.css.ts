import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const input = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  maxWidth: '100%',
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space.md,
      minHeight: vars.size.controlSm,
      paddingInline: vars.space.md,
      borderRadius: vars.radii.md,
      border: `1px solid ${vars.color.border.default}`,
      background: vars.color.surface.base,
      color: vars.color.text.default,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'pointer',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const preview = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
});
