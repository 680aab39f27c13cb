import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderRadius: vars.radii.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    background: vars.color.surface.base,
    color: vars.color.text.default,
    boxShadow: vars.color.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    interactive: {
      true: {
        transitionProperty: 'box-shadow, border-color',
        transitionDuration: vars.motion.duration.fast,
        selectors: {
          '&:hover': { boxShadow: vars.color.shadow.md, borderColor: vars.color.border.default },
          '&:focus-within': { borderColor: vars.color.focus.ring },
        },
      },
    },
  },
  defaultVariants: { padding: 'md' },
});

// The action wraps under the title when the card is narrow, rather than squeezing the title
// into broken words ("Notification / s" in the bell at 375 px).
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // Breaks only a word longer than the line, never a short word to make room.
  overflowWrap: 'break-word',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});
