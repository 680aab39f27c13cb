export {
  Text,
  Heading,
  textSizes,
  textTones,
  textWeights,
  headingLevels,
  headingSizes,
} from './text';
export type {
  TextProps,
  HeadingProps,
  TextSize,
  TextTone,
  TextWeight,
  HeadingLevel,
  HeadingSize,
} from './text';
