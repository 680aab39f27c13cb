import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radii.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A still ring says "busy" less well, so it pulses slowly instead of stopping outright.
      [media.reducedMotion]: { animation: `${spin} 2.4s linear infinite` },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: 2 },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: 3 },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const pageLoading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  color: vars.color.accent.text,
});

export const pageLoadingLabel = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
