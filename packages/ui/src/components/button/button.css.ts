import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focus.ring}`,
        outlineOffset: '2px',
      },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.accent.solidHover,
          },
        },
      },
      secondary: {
        background: vars.color.surface.base,
        color: vars.color.text.default,
        borderColor: vars.color.border.default,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.surface.hover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accent.text,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.accent.soft },
        },
      },
      danger: {
        background: vars.color.danger.solid,
        color: vars.color.danger.onSolid,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: vars.color.danger.solidHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.control,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.sm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
      },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the layout while loading, so the button does not change width. */
// Transparent rather than visibility:hidden, which would also drop it from the accessible name.
export const hiddenLabel = style({ opacity: 0, display: 'inline-flex', gap: vars.space.sm });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
