import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radii.lg,
  border: `2px dashed ${vars.color.border.default}`,
  background: vars.color.surface.base,
  color: vars.color.text.default,
  transitionProperty: 'border-color, background',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.accent.border,
      background: vars.color.accent.soft,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger.border },
    '&[data-disabled="true"]': { background: vars.color.surface.sunken },
  },
});

export const zoneIcon = style({ color: vars.color.text.muted });

export const zoneText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.base,
  selectors: { '&[data-status="error"]': { borderColor: vars.color.danger.border } },
});

export const itemIcon = style({ marginBlockStart: vars.space.xxs, color: vars.color.text.muted });

export const itemBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const itemName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const itemActions = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
