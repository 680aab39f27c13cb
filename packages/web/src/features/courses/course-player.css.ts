import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

// The player's own parts; the outline and lesson look it shares with the e-book reader is lib's.
export {
  layout,
  lessonList,
  doneMark,
  todoMark,
  duration,
  lessonHeading,
  prose,
} from '../../lib/learning.css';

export const outlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
});

export const lessonButton = style({
  display: 'grid',
  gridTemplateColumns: '1.25rem minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
    '&[aria-current="step"]': {
      background: vars.color.surface.selected,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

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
