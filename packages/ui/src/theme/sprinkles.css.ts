import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './contract.css';

const space = vars.space;

/**
 * What changes with the screen's width, from mobile up: whether a thing shows, and which way a
 * row runs. Each responsive property costs three classes per value (and their names in every
 * visitor's first load, issue 15), so only these are; layouts that change more use their own
 * stylesheet's media queries.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
  },
});

/**
 * Layout and spacing. Logical properties (inline/block) rather than left/right, so right-to-left
 * text mirrors the layout without per-component work.
 */
const layoutProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: { ...space, auto: 'auto' },
    marginInlineEnd: { ...space, auto: 'auto' },
    width: { auto: 'auto', full: '100%' },
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
  },
});

/** Colour, radius and elevation: not responsive, they follow the theme instead. */
const colorProperties = defineProperties({
  properties: {
    color: {
      default: vars.color.text.default,
      muted: vars.color.text.muted,
      inverse: vars.color.text.inverse,
      accent: vars.color.accent.text,
      success: vars.color.success.text,
      warning: vars.color.warning.text,
      danger: vars.color.danger.text,
    },
    background: vars.color.surface,
    borderRadius: vars.radii,
    boxShadow: { none: 'none', ...vars.color.shadow },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, layoutProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
