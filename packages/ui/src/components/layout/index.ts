export {
  Box,
  Stack,
  Inline,
  Container,
  CardGrid,
  CardGridLoading,
  cardGridMins,
  containerSizes,
  stackAligns,
  inlineJustifies,
} from './layout';
export type {
  CardGridProps,
  CardGridLoadingProps,
  CardGridMin,
  BoxProps,
  StackProps,
  InlineProps,
  ContainerProps,
  ContainerSize,
} from './layout';
