import { media, vars } from '@campus/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The week: one day under another on a phone (an agenda), seven columns from a tablet up. */
export const week = style({
  ...list,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.base,
});

/** A day with nothing of the viewer's, or a mentor's day off: shaded. */
export const quietDay = style({ background: vars.color.surface.sunken });
export const today = style({ borderColor: vars.color.accent.border, borderWidth: 2 });

export const events = style({
  ...list,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** The colour bar of each kind, so a class, a session and a due date read apart at a glance. */
export const kind = styleVariants({
  live_class: { borderInlineStartColor: vars.color.accent.solid },
  one_to_one: { borderInlineStartColor: vars.color.info.solid },
  group_session: { borderInlineStartColor: vars.color.success.solid },
  task_due: { borderInlineStartColor: vars.color.warning.solid },
  availability: { borderInlineStartColor: vars.color.border.default },
  day_off: { borderInlineStartColor: vars.color.border.default },
});

export const event = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: '2px',
  paddingInline: vars.space.xs,
  borderInlineStart: '3px solid',
  borderRadius: vars.radii.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
  },
});

export const background = style({ background: 'transparent', color: vars.color.text.muted });
export const cancelled = style({ textDecoration: 'line-through' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const slots = style({ ...list, display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

// ------------------------------------------------------------------ month

export const month = style({
  inlineSize: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
});

export const weekday = style({
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  textAlign: 'start',
});

export const cell = style({
  verticalAlign: 'top',
  blockSize: '6.5rem',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.base,
  overflow: 'hidden',
});

export const otherMonth = style({ background: vars.color.surface.sunken });

export const dayButton = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  padding: '2px 4px',
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
  },
});

export const todayNumber = style({
  background: vars.color.accent.solid,
  color: vars.color.accent.onSolid,
  selectors: { '&:hover': { background: vars.color.accent.solidHover } },
});

/** On a phone a month cell is a day button and its count; the events show from a tablet up. */
export const monthEvents = style({
  ...list,
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', flexDirection: 'column', gap: '2px' } },
});

export const count = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.muted,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const more = style([
  dayButton,
  { fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs },
]);

export const url = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/** The agenda: the days that have events, one under another, each with its events. */
export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const agendaDays = style({
  ...list,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const agendaDay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
