export { Popover } from './popover';
export type { PopoverContentProps } from './popover';
export { floating as floatingSurface } from './popover.css';
