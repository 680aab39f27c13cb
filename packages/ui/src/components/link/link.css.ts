import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.accent.text,
    fontWeight: vars.fontWeight.medium,
    // Underlined by default: colour alone must not be what marks a link (WCAG 1.4.1).
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radii.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      accent: {},
      neutral: { color: vars.color.text.default },
      muted: { color: vars.color.text.muted },
    },
    underline: {
      always: {},
      hover: {
        textDecoration: 'none',
        selectors: { '&:hover': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always' },
});

export const externalIcon = style({ flexShrink: 0 });
