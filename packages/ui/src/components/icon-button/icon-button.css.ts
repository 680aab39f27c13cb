import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    background: 'transparent',
    color: vars.color.text.default,
    cursor: 'pointer',
    position: 'relative',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      ghost: {
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.hover } },
      },
      secondary: {
        background: vars.color.surface.base,
        borderColor: vars.color.border.default,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.hover } },
      },
      primary: {
        background: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accent.solidHover } },
      },
    },
    // Every size keeps at least a 32px target; `md` and up meet the 44px guidance on touch.
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.control, height: vars.size.control },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
    round: { true: { borderRadius: vars.radii.full } },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
