export { Menu } from './menu';
export type { MenuItemProps } from './menu';
