import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.lg,
  },
  variants: {
    size: {
      sm: { maxWidth: '40rem' },
      md: { maxWidth: '56rem' },
      lg: { maxWidth: vars.size.container },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { size: 'lg' },
});

/** Children of a Stack/Inline may shrink below their content width, so long words wrap. */
export const minWidthZero = style({ minWidth: 0 });
