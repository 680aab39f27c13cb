import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radii.full,
    background: vars.color.accent.soft,
    color: vars.color.accent.text,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.fontSize.xl },
      xl: { width: '6rem', height: '6rem', fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
