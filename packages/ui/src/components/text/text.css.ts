import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const tones = {
  default: { color: vars.color.text.default },
  muted: { color: vars.color.text.muted },
  accent: { color: vars.color.accent.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
};

export const text = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    lineHeight: vars.lineHeight.normal,
    // Long words and URLs wrap instead of pushing the layout sideways.
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: tones,
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    tabular: { true: { fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    color: vars.color.text.default,
  },
  variants: {
    size: {
      display: { fontSize: vars.fontSize.display },
      xxxl: { fontSize: vars.fontSize.xxxl },
      xxl: { fontSize: vars.fontSize.xxl },
      xl: { fontSize: vars.fontSize.xl },
      lg: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'xl' },
});

export const code = style({ fontFamily: vars.font.mono, fontSize: '0.9em' });
