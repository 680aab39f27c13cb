import { ChevronDown, Menu, X } from 'lucide-react';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type ComponentType,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as menuStyles from '../menu/menu.css';
import { fitCount } from './fit';
import * as styles from './nav-bar.css';
import type { OverflowMenuProps } from './overflow-menu';

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
  /** The label of the button that holds the links that do not fit on the row. */
  moreLabel?: string;
}

// Inside the "More" menu a NavBar.Link is a menu item (this wrapper), not a list item of the row.
const InOverflowMenu = createContext<ComponentType<{ children: ReactElement }> | null>(null);

const isCurrentLink = (node: ReactNode): node is ReactElement<NavBarLinkProps> =>
  isValidElement<NavBarLinkProps>(node) && node.props.active === true;

/** A link's words, for naming it elsewhere (a label is text; anything else names nothing). */
const linkText = (link: ReactElement<NavBarLinkProps>): string | undefined => {
  const { children } = link.props;
  return typeof children === 'string' || typeof children === 'number'
    ? String(children)
    : undefined;
};

/**
 * The links. On a row (desktop) they never wrap: the nav measures its own width and each link's
 * (a ResizeObserver, so a longer label, a larger font or a narrower window all count), keeps the
 * links that fit and moves the rest, in order, into a "More" menu at the row's end. Below the
 * desktop breakpoint the list is a column behind the menu toggle and nothing is moved.
 *
 * When the current page is one of the moved links, the "More" button shows it as a current link
 * is shown, and says so in its description ("Current page: Live Class"): a menu button cannot carry
 * aria-current, the link inside the menu does.
 */
function Links({
  label = 'Main',
  moreLabel = 'More',
  className,
  children,
  ...props
}: NavBarLinksProps) {
  const { open, menuId } = useNavBar('Links');
  const items = Children.toArray(children);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const [shown, setShown] = useState(items.length);

  useLayoutEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    const more = moreRef.current;
    if (!nav || !list || !more) return;
    const measure = () => {
      // A column (the phone menu) holds every link; only a row can run out of room.
      if (getComputedStyle(list).flexDirection !== 'row') return setShown(items.length);
      const links = Array.from(list.children).filter((el) => el !== more);
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      setShown(
        fitCount(
          links.map((el) => el.getBoundingClientRect().width),
          nav.clientWidth,
          more.getBoundingClientRect().width,
          gap,
        ),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    for (const el of Array.from(list.children)) observer.observe(el);
    return () => observer.disconnect();
  }, [items.length]);

  const hidden = items.slice(shown);
  const current = hidden.find(isCurrentLink);
  const currentName = current && linkText(current);
  const currentId = `${menuId}-current`;
  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={cx(styles.nav, className)}
      data-open={open}
      {...props}
    >
      <ul ref={listRef} id={menuId} className={styles.links} data-open={open}>
        {items.map((item, index) => (
          // Links past the fit stay in the row, invisible and out of the tab order, so their
          // widths can still be measured when the row grows again.
          <OverflowSlot key={index} overflowed={index >= shown}>
            {item}
          </OverflowSlot>
        ))}
        <li ref={moreRef} className={styles.moreItem} data-needed={hidden.length > 0}>
          <MoreMenu
            trigger={{
              className: styles.link,
              'data-current': current ? true : undefined,
              'aria-describedby': current ? currentId : undefined,
              children: (
                <>
                  {moreLabel}
                  <ChevronDown size={16} aria-hidden />
                </>
              ),
            }}
          >
            {hidden}
          </MoreMenu>
          {current && (
            <span id={currentId} hidden>
              {currentName ? `Current page: ${currentName}` : 'The current page is in this menu'}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** The menu's parts, from its chunk. */
interface MenuParts {
  Menu: ComponentType<OverflowMenuProps>;
  Item: ComponentType<{ children: ReactElement }>;
}
let loadedMenu: MenuParts | undefined;
const loadOverflowMenu = (): Promise<MenuParts> =>
  import('./overflow-menu').then(
    (module) => (loadedMenu = { Menu: module.OverflowMenu, Item: module.OverflowMenuItem }),
  );

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-current'?: boolean };

/**
 * The "More" button, and its menu once asked for: the menu (Radix DropdownMenu, overflow-menu.tsx)
 * is a chunk loaded when the button is first pressed — or earlier, when a pointer or the focus
 * reaches it — so a page whose menu is never opened does not download it. Until then the button is
 * a plain one that answers the keys and presses Radix's trigger does (Enter, Space, ArrowDown, a
 * primary press) by loading the menu and opening it; from then on the menu is Radix's.
 */
function MoreMenu({ trigger, children }: { trigger: TriggerProps; children: ReactNode }) {
  // A menu loaded for an earlier bar (another page's) is Radix's from the start.
  const [menu, setMenu] = useState<
    (MenuParts & { openedBy?: OverflowMenuProps['openedBy'] }) | undefined
  >(loadedMenu);
  const prefetch = () => {
    loadOverflowMenu().catch(() => {}); // the press that needs it asks again
  };
  const open = (openedBy: 'keyboard' | 'pointer') => {
    loadOverflowMenu().then(
      (parts) => setMenu({ ...parts, openedBy }),
      () => {}, // offline: the button stays as it is, and the next press asks again
    );
  };
  if (menu) {
    return (
      <menu.Menu trigger={trigger} openedBy={menu.openedBy}>
        <InOverflowMenu.Provider value={menu.Item}>{children}</InOverflowMenu.Provider>
      </menu.Menu>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: the menu, not the button, takes the focus.
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    />
  );
}

const Overflowed = createContext(false);

function OverflowSlot({ overflowed, children }: { overflowed: boolean; children: ReactNode }) {
  return <Overflowed.Provider value={overflowed}>{children}</Overflowed.Provider>;
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
  const MenuItem = useContext(InOverflowMenu);
  const overflowed = useContext(Overflowed);
  const link = (
    <Component
      className={cx(MenuItem ? cx(menuStyles.item, styles.menuLink) : styles.link, className)}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // Choosing a page closes the mobile menu, as people expect.
        setOpen(false);
        onClick?.(event);
      }}
      {...props}
    />
  );
  if (MenuItem) return <MenuItem>{link}</MenuItem>;
  return (
    <li
      className={overflowed ? styles.overflowed : undefined}
      aria-hidden={overflowed || undefined}
    >
      {link}
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
