import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The header's sort control fills the cell so the whole header is the target. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
  },
});

export const sortIcon = style({ flexShrink: 0 });

/** The narrow first column holding the selection checkboxes. */
export const selectCell = style({ width: '2.75rem', paddingInlineEnd: 0 });

export const selectedRow = style({
  background: vars.color.surface.selected,
  selectors: { '&:hover': { background: vars.color.surface.selected } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pageSize = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space.sm });

export const range = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * Cells keep their text on one line, so a narrow screen scrolls the table sideways instead of
 * breaking an email address into a column of letters. Long prose opts in to wrapping
 * (`meta.wrap`) and gets a readable minimum width.
 */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const wrap = style({ minWidth: '14rem' });

/** Count and bulk actions above the table while rows are selected. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.selected,
  selectors: {
    // Out of sight but not display:none: the status inside must stay a live region.
    '&[data-empty="true"]': {
      position: 'absolute',
      width: 1,
      height: 1,
      minHeight: 0,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});

export const selectedCount = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The scroller's width, measured, so what spans the whole table wraps within what is seen. */
export const seenWidth = createVar();

/** Holds the scroll cue: a shadow on the side where the table has more. */
export const frame = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 1,
      width: '1.5rem',
      pointerEvents: 'none',
      opacity: 0,
      transition: 'opacity 120ms',
      zIndex: 2,
    },
    '&::before': {
      insetInlineStart: 1,
      borderStartStartRadius: vars.radii.md,
      borderEndStartRadius: vars.radii.md,
      background: `linear-gradient(to right, ${vars.color.border.strong}, transparent)`,
    },
    '&::after': {
      insetInlineEnd: 1,
      borderStartEndRadius: vars.radii.md,
      borderEndEndRadius: vars.radii.md,
      background: `linear-gradient(to left, ${vars.color.border.strong}, transparent)`,
    },
    '&[data-more-start]::before, &[data-more-end]::after': { opacity: 0.6 },
  },
});

/** The empty state spans every column but wraps within the part of the table that is seen. */
export const seen = style({
  position: 'sticky',
  insetInlineStart: 0,
  maxWidth: fallbackVar(seenWidth, '100%'),
  whiteSpace: 'normal',
});

/** The row's actions stay at its end while the rest scrolls beneath them. */
export const actionsCell = style({
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  background: vars.color.surface.base,
  selectors: {
    'thead &': { background: vars.color.surface.sunken },
    'tr:hover > &': { background: vars.color.surface.hover },
    [`${selectedRow} > &`]: { background: vars.color.surface.selected },
  },
});

/** A pinned column (the row's name) stays at its start while the rest scrolls beneath it. */
export const pinnedCell = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface.base,
  selectors: {
    'thead &': { background: vars.color.surface.sunken },
    'tr:hover > &': { background: vars.color.surface.hover },
    [`${selectedRow} > &`]: { background: vars.color.surface.selected },
  },
});

/** The folded columns under the row's name: "label: value", one per line. */
export const folded = style({
  display: 'grid',
  gap: '0.125rem',
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});

export const foldedItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

/** The sort buttons of the folded columns, above the table: they wrap on a narrow phone. */
export const foldedSort = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

export const foldedLabel = style({ fontWeight: vars.fontWeight.semibold });

export const foldedValue = style({ margin: 0, color: vars.color.text.default });

/** The name cell carrying folded columns wraps, so the row fits a phone. */
export const host = style({ minWidth: '8rem', whiteSpace: 'normal' });

/** A row's actions (row-actions.tsx): one line, the primary first. */
export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
});
