import { globalStyle, style } from '@vanilla-extract/css';
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

/**
 * Cards side by side, as many columns as fit at the minimum width, one column on a phone
 * (`min(100%, …)` keeps a card from overflowing a narrow screen).
 */
export const cardGrid = recipe({
  base: {
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    min: {
      sm: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' },
      md: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
      lg: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
    },
    gap: {
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
    },
  },
  defaultVariants: { min: 'md', gap: 'lg' },
});

// Cards in one row share its height, so their footers line up (a card inside an li, or the li itself).
globalStyle(`${cardGrid.classNames.base} > li > *:only-child`, { blockSize: '100%' });

export const cardPlaceholder = style({ display: 'block', borderRadius: vars.radii.lg });
