import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '16rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.color.shadow.md,
  overflowWrap: 'anywhere',
});

export const arrow = style({ fill: vars.color.surface.inverse });
