import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromBottom = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'none' },
});

const slide = (name: string) =>
  `${name} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`;

/**
 * Sides are logical: `end` is the right in left-to-right text and the left in right-to-left, so a
 * sheet opens from the side the reader's eye ends on.
 */
export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    boxShadow: vars.color.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
    },
  },
  variants: {
    side: {
      end: {
        insetBlock: 0,
        insetInlineEnd: 0,
        selectors: {
          '&[data-state="open"]': { animation: slide(fromRight) },
          '[dir="rtl"] &[data-state="open"]': { animation: slide(fromLeft) },
        },
      },
      start: {
        insetBlock: 0,
        insetInlineStart: 0,
        selectors: {
          '&[data-state="open"]': { animation: slide(fromLeft) },
          '[dir="rtl"] &[data-state="open"]': { animation: slide(fromRight) },
        },
      },
      bottom: {
        insetInline: 0,
        insetBlockEnd: 0,
        maxHeight: '85dvh',
        borderStartStartRadius: vars.radii.lg,
        borderStartEndRadius: vars.radii.lg,
        selectors: { '&[data-state="open"]': { animation: slide(fromBottom) } },
      },
    },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    // Side sheets never exceed the screen: at 360 px they are the full width.
    ...(['start', 'end'] as const).flatMap((side) => [
      { variants: { side, size: 'sm' as const }, style: { width: 'min(20rem, 100vw)' } },
      { variants: { side, size: 'md' as const }, style: { width: 'min(28rem, 100vw)' } },
      { variants: { side, size: 'lg' as const }, style: { width: 'min(40rem, 100vw)' } },
    ]),
  ],
  defaultVariants: { side: 'end', size: 'md' },
});

/*
 * Header, title, description, body and footer are SidePanel's (side-panel.css.ts): one look for
 * every panel that slides in. Only the title's text column is added here.
 */
export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});
