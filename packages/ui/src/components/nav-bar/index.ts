export { NavBar } from './nav-bar';
export type {
  NavBarRootProps,
  NavBarBrandProps,
  NavBarLinksProps,
  NavBarLinkProps,
  NavBarMobileToggleProps,
} from './nav-bar';
