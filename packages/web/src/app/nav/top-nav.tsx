import type { User } from '@campus/sdk';
import { Button, IconButton } from '@campus/ui';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { navItems } from './nav-items';
import * as css from '../layouts/app-layout.css';

export interface TopNavProps {
  user: User | null;
  onLogout: () => void;
  /** Widgets of other features composed by the app: clock, bell, payment button. */
  clock?: ReactNode;
  tools?: ReactNode;
}

/** Spec §2 navigation bar; on narrow screens the list is behind a menu toggle. */
export function TopNav({ user, onLogout, clock, tools }: TopNavProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const listId = useId();
  const items = navItems(user?.role, Boolean(user));

  // A followed link closes the mobile menu.
  useEffect(() => setOpen(false), [location]);

  return (
    <div className={css.headerRow}>
      <Link href={paths.home.href()} className={css.brand}>
        Campus
      </Link>
      <nav className={css.nav} data-open={open} id={listId} aria-label="Main">
        <ul className={css.navList}>
          {items.map((item) => (
            <li key={item.label}>
              <Link
                href={item.href}
                className={css.navLink}
                aria-current={location === item.href ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.tools}>
        {clock && <div className={css.clock}>{clock}</div>}
        {tools}
        {user && (
          <Button variant="ghost" size="sm" onClick={onLogout}>
            Log out
          </Button>
        )}
        <IconButton
          className={css.menuToggle}
          label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          aria-controls={listId}
          icon={open ? <X size={20} /> : <Menu size={20} />}
          onClick={() => setOpen((o) => !o)}
        />
      </div>
    </div>
  );
}
