import { Menu, X } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useState,
  type AnchorHTMLAttributes,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as styles from './nav-bar.css';

interface NavBarState {
  open: boolean;
  setOpen: (open: boolean) => void;
  menuId: string;
}

const NavBarContext = createContext<NavBarState | null>(null);

function useNavBar(part: string): NavBarState {
  const state = useContext(NavBarContext);
  if (!state) throw new Error(`<NavBar.${part}> must be inside <NavBar.Root>.`);
  return state;
}

export interface NavBarRootProps extends HTMLAttributes<HTMLElement> {
  /** Control the mobile menu from outside (e.g. close it on route change). */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  defaultMobileOpen?: boolean;
}

function Root({
  mobileOpen,
  onMobileOpenChange,
  defaultMobileOpen = false,
  className,
  children,
  ...props
}: NavBarRootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultMobileOpen);
  const open = mobileOpen ?? uncontrolled;
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onMobileOpenChange?.(next);
  };
  const menuId = `navbar-menu-${useId()}`;
  return (
    <NavBarContext.Provider value={{ open, setOpen, menuId }}>
      <header className={cx(styles.root, className)} {...props}>
        <div className={styles.bar}>{children}</div>
      </header>
    </NavBarContext.Provider>
  );
}
Root.displayName = 'NavBar.Root';

export interface NavBarBrandProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  as?: ElementType;
  logo?: ReactNode;
}

function Brand({ as: Component = 'a', logo, className, children, ...props }: NavBarBrandProps) {
  return (
    <Component className={cx(styles.brand, className)} {...props}>
      {logo}
      {children}
    </Component>
  );
}
Brand.displayName = 'NavBar.Brand';

export interface NavBarLinksProps extends HTMLAttributes<HTMLElement> {
  /** Name of the navigation landmark. */
  label?: string;
}

function Links({ label = 'Main', className, children, ...props }: NavBarLinksProps) {
  const { open, menuId } = useNavBar('Links');
  return (
    <nav aria-label={label} className={cx(styles.nav, className)} {...props}>
      <ul id={menuId} className={styles.links} data-open={open}>
        {children}
      </ul>
    </nav>
  );
}
Links.displayName = 'NavBar.Links';

export interface NavBarLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The current page: styled, and announced as "current page". */
  active?: boolean;
  /** A router link component (wouter's `Link`). */
  as?: ElementType;
}

function Link({
  active = false,
  as: Component = 'a',
  className,
  onClick,
  ...props
}: NavBarLinkProps) {
  const { setOpen } = useNavBar('Link');
  return (
    <li>
      <Component
        className={cx(styles.link, className)}
        aria-current={active ? 'page' : undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // Choosing a page closes the mobile menu, as people expect.
          setOpen(false);
          onClick?.(event);
        }}
        {...props}
      />
    </li>
  );
}
Link.displayName = 'NavBar.Link';

function Actions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.actions, className)} {...props} />;
}
Actions.displayName = 'NavBar.Actions';

export interface NavBarMobileToggleProps {
  label?: string;
  className?: string;
}

/** The menu button below the desktop breakpoint; hidden above it. */
function MobileToggle({ label = 'Menu', className }: NavBarMobileToggleProps) {
  const { open, setOpen, menuId } = useNavBar('MobileToggle');
  return (
    <IconButton
      className={cx(styles.toggle, className)}
      label={label}
      aria-expanded={open}
      aria-controls={menuId}
      icon={open ? <X size={20} /> : <Menu size={20} />}
      onClick={() => setOpen(!open)}
    />
  );
}
MobileToggle.displayName = 'NavBar.MobileToggle';

/**
 * The top bar: `<NavBar.Root><NavBar.Brand/><NavBar.Links><NavBar.Link/>…</NavBar.Links>
 * <NavBar.Actions/><NavBar.MobileToggle/></NavBar.Root>`. Which links show is the app's call.
 */
export const NavBar = { Root, Brand, Links, Link, Actions, MobileToggle };
