import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';
const tones: Tone[] = ['neutral', 'accent', 'success', 'warning', 'danger', 'info'];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radii.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: Object.fromEntries(tones.map((t) => [t, {}])) as Record<Tone, object>,
    variant: { soft: {}, solid: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { tone, variant: 'soft' as const },
      style: { background: vars.color[tone].soft, color: vars.color[tone].text },
    },
    {
      variants: { tone, variant: 'solid' as const },
      style: { background: vars.color[tone].solid, color: vars.color[tone].onSolid },
    },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'soft' },
});

export const countBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radii.full,
  background: vars.color.danger.solid,
  color: vars.color.danger.onSolid,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

export const anchor = style({ position: 'relative', display: 'inline-flex' });

/** Pinned to the top inline-end corner of a BadgeAnchor. */
export const countBadgeFloating = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  boxShadow: `0 0 0 2px ${vars.color.surface.base}`,
});
