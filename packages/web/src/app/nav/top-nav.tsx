import type { User } from '@campus/sdk';
import { Box, Button, NavBar, media } from '@campus/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useMediaQuery } from '../../lib/use-media-query';
import { navItems } from './nav-items';
import * as css from './top-nav.css';

// A signed-in user's menu (Radix DropdownMenu, ~10 KiB gzipped): a chunk of its own, shown below the
// desktop width only (the side panel holds its contents there), so neither a visitor's first load
// nor a desktop's carries it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export interface TopNavProps {
  user: User | null;
  onLogout: () => void;
  /** Widgets of other features composed by the app: clock, bell, payment button. */
  clock?: ReactNode;
  tools?: ReactNode;
  /** The page's skip link: first inside the banner, so it is the first stop and in a landmark. */
  skipLink?: ReactNode;
}

/**
 * Spec §2 navigation bar (the kit's NavBar): on a desktop row the links that do not fit go into
 * "More"; on narrow screens the list is behind a menu toggle and the account menu holds the side
 * panel's contents and Log out, so the bar is one row.
 */
export function TopNav({ user, onLogout, clock, tools, skipLink }: TopNavProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const items = navItems(user?.role, Boolean(user), user?.batch);
  const desktop = useMediaQuery(media.desktop);

  // Any route change closes the mobile menu (a link, a redirect, the back button).
  useEffect(() => setOpen(false), [location]);

  return (
    <NavBar.Root mobileOpen={open} onMobileOpenChange={setOpen}>
      {skipLink}
      <NavBar.Brand as={Link} href={paths.home.href()}>
        Campus
      </NavBar.Brand>
      <NavBar.Links label="Main">
        {items.map((item) => (
          <NavBar.Link key={item.label} as={Link} href={item.href} active={location === item.href}>
            {item.label}
          </NavBar.Link>
        ))}
      </NavBar.Links>
      <NavBar.Actions>
        {clock && <Box display={{ mobile: 'none', tablet: 'block' }}>{clock}</Box>}
        {tools}
        {user && (
          <Button variant="ghost" size="sm" className={css.desktopOnly} onClick={onLogout}>
            Log out
          </Button>
        )}
        {user && !desktop && (
          <Suspense fallback={null}>
            <AccountMenu user={user} onLogout={onLogout} />
          </Suspense>
        )}
        <NavBar.MobileToggle label={open ? 'Close menu' : 'Open menu'} />
      </NavBar.Actions>
    </NavBar.Root>
  );
}
