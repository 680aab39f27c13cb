import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = style({ gap: vars.space.xs, justifyContent: 'space-between' });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const delta = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      positive: { color: vars.color.success.text },
      negative: { color: vars.color.danger.text },
      neutral: { color: vars.color.text.muted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const footer = style({ marginBlockStart: vars.space.sm, fontSize: vars.fontSize.sm });
