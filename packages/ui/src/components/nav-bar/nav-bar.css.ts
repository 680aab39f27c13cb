import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface.base,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  minHeight: '4rem',
  '@media': {
    [media.tablet]: { paddingInline: vars.space.lg },
    // One row on a desktop: the links give way (into "More"), the row never wraps.
    [media.desktop]: { flexWrap: 'nowrap' },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.default,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const nav = style({
  // Below desktop the links drop to their own full-width row, shown by the toggle; closed, that row
  // is not there at all (no blank band under a one-row header).
  order: 99,
  flexBasis: '100%',
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': {
    [media.desktop]: {
      order: 0,
      flexBasis: 'auto',
      flex: 1,
      minInlineSize: 0,
      selectors: { '&[data-open="false"]': { display: 'block' } },
    },
  },
});

export const links = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.sm,
  listStyle: 'none',
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'nowrap',
      paddingBlockEnd: 0,
    },
  },
});

export const link = style({
  display: 'flex',
  gap: vars.space.xxs,
  whiteSpace: 'nowrap',
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.md,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface.hover, color: vars.color.text.default },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    // The "More" button holding the current page's link reads as current too (nav-bar.tsx).
    '&[aria-current="page"], &[data-current="true"]': {
      background: vars.color.accent.soft,
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

// The current page's link inside the "More" menu: marked as the row marks it.
export const menuLink = style({
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

// A link that did not fit: kept in the row for measuring, but neither seen nor reachable (its twin
// is in the "More" menu).
export const overflowed = style({
  visibility: 'hidden',
  position: 'absolute',
  pointerEvents: 'none',
});

// The "More" button: measured always, shown only on a row that has links to hold.
export const moreItem = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      selectors: { '&[data-needed="false"]': { visibility: 'hidden', position: 'absolute' } },
    },
  },
});

// On a phone a signed-in bar holds the payment amount, the bell, the account menu and the menu
// toggle, on the brand's row (Log out and the settings are in the account menu).
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginInlineStart: 'auto',
  flexWrap: 'nowrap',
  '@media': {
    [media.tablet]: { gap: vars.space.sm },
    [media.desktop]: { flexShrink: 0 },
  },
});

export const toggle = style({
  '@media': { [media.desktop]: { display: 'none' } },
});
