import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideFromEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const slideFromEndRtl = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(24rem, 100vw)',
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.color.shadow.lg,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideFromEnd} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    },
    '[dir="rtl"] &[data-state="open"]': {
      animation: `${slideFromEndRtl} ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
});

export const footer = style({
  padding: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
