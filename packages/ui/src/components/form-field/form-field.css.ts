import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const requiredMark = style({
  color: vars.color.danger.text,
  marginInlineStart: vars.space.xxs,
});

export const message = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
    selectors: { '&:empty': { display: 'none' } },
  },
  variants: {
    tone: {
      hint: { color: vars.color.text.muted },
      error: { color: vars.color.danger.text },
      success: { color: vars.color.success.text },
    },
  },
  defaultVariants: { tone: 'hint' },
});

export const messageIcon = style({ flexShrink: 0, marginBlockStart: '0.125em' });

/** The box every text-like control shares: inputs, textarea, select. */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.control,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radii.md,
    background: vars.color.surface.base,
    color: vars.color.text.default,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.border.strong },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focus.ring}`,
        outlineOffset: '1px',
        borderColor: vars.color.focus.ring,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.surface.sunken,
        color: vars.color.text.muted,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger.border, borderWidth: 2 },
      '&[aria-invalid="true"]:focus-visible': { outlineColor: vars.color.danger.border },
    },
  },
  variants: {
    withEndAdornment: {
      true: { paddingInlineEnd: `calc(${vars.size.control} + ${vars.space.xs})` },
    },
  },
});

export const controlWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'flex',
});
