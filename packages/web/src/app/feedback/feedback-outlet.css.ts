import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const toastRegion = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(28rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
});

export const toast = style({ pointerEvents: 'auto', boxShadow: vars.color.shadow.md });

export const alertDialog = style({
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  padding: vars.space.xl,
  width: 'min(26rem, calc(100vw - 2rem))',
  boxShadow: vars.color.shadow.lg,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.45)' } },
});
