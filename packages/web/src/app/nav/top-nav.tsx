import type { User } from '@campus/sdk';
import { Box, Button, NavBar } from '@campus/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { navItems } from './nav-items';

export interface TopNavProps {
  user: User | null;
  onLogout: () => void;
  /** Widgets of other features composed by the app: clock, bell, payment button. */
  clock?: ReactNode;
  tools?: ReactNode;
}

/** Spec §2 navigation bar (the kit's NavBar); on narrow screens the list is behind a menu toggle. */
export function TopNav({ user, onLogout, clock, tools }: TopNavProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const items = navItems(user?.role, Boolean(user), user?.batch);

  // Any route change closes the mobile menu (a link, a redirect, the back button).
  useEffect(() => setOpen(false), [location]);

  return (
    <NavBar.Root mobileOpen={open} onMobileOpenChange={setOpen}>
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
          <Button variant="ghost" size="sm" onClick={onLogout}>
            Log out
          </Button>
        )}
        <NavBar.MobileToggle label={open ? 'Close menu' : 'Open menu'} />
      </NavBar.Actions>
    </NavBar.Root>
  );
}
