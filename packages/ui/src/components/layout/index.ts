export {
  Box,
  Stack,
  Inline,
  Container,
  containerSizes,
  stackAligns,
  inlineJustifies,
} from './layout';
export type { BoxProps, StackProps, InlineProps, ContainerProps, ContainerSize } from './layout';
