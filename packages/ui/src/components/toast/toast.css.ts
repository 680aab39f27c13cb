import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(100%)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: 4,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.color.shadow.lg,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info.border },
  success: { borderInlineStartColor: vars.color.success.border },
  warning: { borderInlineStartColor: vars.color.warning.border },
  danger: { borderInlineStartColor: vars.color.danger.border },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
