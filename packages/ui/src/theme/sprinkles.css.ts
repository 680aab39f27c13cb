import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media, vars } from './contract.css';

const space = vars.space;

/**
 * What changes with the screen's width, from mobile up: whether a thing shows, and which way a
 * row runs. Each responsive property costs three classes per value (and their names in every
 * visitor's first load), so only these are; layouts that change more use their own
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
 * Alignment and spacing between and around a layout's children. Spacing is one value for every side
 * (a list's `padding="none" margin="none"`, a box's `padding="md"`): Box is for layout, and a side
 * of its own belongs in the component's stylesheet, as do surfaces (Card) and colour (Text). Each
 * value is a class whose name every visitor's first load carries, so only what layouts
 * use is here.
 */
const layoutProperties = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    padding: space,
    margin: space,
    width: { auto: 'auto', full: '100%' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, layoutProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
