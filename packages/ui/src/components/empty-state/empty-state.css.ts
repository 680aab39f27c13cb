import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px dashed ${vars.color.border.default}`,
  color: vars.color.text.default,
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radii.full,
  background: vars.color.accent.soft,
  color: vars.color.accent.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: '32rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
