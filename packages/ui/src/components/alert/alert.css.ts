import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radii.md,
  borderWidth: 1,
  borderStyle: 'solid',
  borderInlineStartWidth: 4,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  info: { background: vars.color.info.soft, borderColor: vars.color.info.border },
  success: { background: vars.color.success.soft, borderColor: vars.color.success.border },
  warning: { background: vars.color.warning.soft, borderColor: vars.color.warning.border },
  danger: { background: vars.color.danger.soft, borderColor: vars.color.danger.border },
});

export const iconTone = styleVariants({
  info: { color: vars.color.info.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.text },
  danger: { color: vars.color.danger.text },
});

export const icon = style({ flexShrink: 0, marginBlockStart: '0.125rem' });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBlockStart: vars.space.xs,
});
