import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

import { outlineEntry } from '../../lib/learning.css';

// The player's own parts; the reading layout it shares with the e-book reader is lib's
// (reading-layout.tsx, learning.css.ts).
export { lessonList, prose } from '../../lib/learning.css';

export const outlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

/** A lesson of the outline: a button with the outline entry's look. */
export const lessonButton = style([
  outlineEntry,
  {
    width: '100%',
    minHeight: vars.size.control,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    textAlign: 'left',
    cursor: 'pointer',
  },
]);

export const stars = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.full,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { background: vars.color.surface.selected } },
});

export const legend = style({
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
