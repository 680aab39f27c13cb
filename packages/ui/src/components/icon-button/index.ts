export { IconButton, iconButtonSizes, iconButtonVariants } from './icon-button';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './icon-button';
