import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  useRef,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as menuStyles from '../menu/menu.css';

// NavBar's "More" menu, a chunk of its own: Radix DropdownMenu with Popper and floating-ui is
// ~25 KB gzipped, and most visits never open the menu. nav-bar.tsx shows a plain button of the same
// look until the first open asks for this module.

/** A link moved into the menu, as a menu item (arrow keys and typeahead reach it). */
export function OverflowMenuItem({ children }: { children: ReactElement }) {
  return <RadixMenu.Item asChild>{children}</RadixMenu.Item>;
}

export interface OverflowMenuProps {
  /** The trigger's class, words and description (nav-bar.tsx's placeholder button has the same). */
  trigger: ButtonHTMLAttributes<HTMLButtonElement>;
  /** How the person opened the menu before this module arrived; undefined: it starts closed. */
  openedBy?: 'keyboard' | 'pointer';
  children: ReactNode;
}

/**
 * Starts open when the first open was asked for while this module loaded. Radix moves focus to the
 * first item only when it saw the key press that opened the menu, and that press reached
 * nav-bar.tsx's plain button instead: a menu opened by keyboard focuses its first item here, as
 * Radix would.
 */
export function OverflowMenu({ trigger, openedBy, children }: OverflowMenuProps) {
  // Only the open this module started with: later opens are Radix's own from the start.
  const keyboardOpen = useRef(openedBy === 'keyboard');
  // Radix focuses the menu itself on open; the first time, when it was a key that opened it, the
  // focus goes on to the first item.
  const focusFirstItem = (event: FocusEvent<HTMLDivElement>) => {
    if (!keyboardOpen.current || event.target !== event.currentTarget) return;
    keyboardOpen.current = false;
    const first = event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]');
    if (!first) return;
    // Radix's own handler (which leaves the focus on the menu) is skipped.
    event.preventDefault();
    first.focus({ preventScroll: true });
  };
  return (
    <RadixMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <RadixMenu.Trigger {...trigger} />
      <RadixMenu.Portal>
        <RadixMenu.Content
          className={menuStyles.content}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onFocus={focusFirstItem}
        >
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
