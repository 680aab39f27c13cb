import { vars } from '@campus/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// A class row: what and when on the start, Join (or when it opens) on the end; rows ruled apart.
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

/** The host's attendance list under a class. */
export const attendance = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${attendance} > summary`, { cursor: 'pointer' });

export const attendees = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
