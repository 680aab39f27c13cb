import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** Each entry: the avatar on a rail that joins it to the next entry. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.xl,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '2.25rem',
      insetBlockEnd: vars.space.xs,
      insetInlineStart: 'calc(1rem - 1px)',
      width: 2,
      background: vars.color.border.subtle,
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

export const actor = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const content = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
