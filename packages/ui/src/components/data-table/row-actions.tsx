import { MoreHorizontal } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { Menu } from '../menu';
import * as styles from './data-table.css';

/** A row's secondary action: a button on a wide table, an item of the row's menu on a narrow one. */
export interface RowAction {
  /** The visible words: "Delete". */
  label: string;
  /** The button's name when its words alone do not say what it affects: "Delete Build a REST API". */
  ariaLabel?: string;
  /** Runs the action, or opens what confirms it (a destructive action still names what it affects). */
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

/**
 * Whether the table has folded its rows' secondary actions into menus: the last fold DataTable
 * makes, after every column that can fold has (data-table.tsx `useFit`).
 */
export const RowActionsFolded = createContext(false);

export interface RowActionsProps {
  /** The row's name, for the menu button: "More actions for Build a REST API". */
  name: string;
  /** The primary action (or a status in its place): always shown as it is. */
  children?: ReactNode;
  /** The secondary actions, in order. */
  more: ReadonlyArray<RowAction>;
}

/**
 * A row's actions that never hide. The primary action stays a visible button; the
 * secondary ones are buttons beside it while the table fits, and go into a menu named after the
 * row when the table, with every low-priority column folded, is still wider than its container
 * (measured by DataTable, not guessed from the viewport). The menu is the kit's Menu: arrow keys,
 * Escape and focus return.
 */
export function RowActions({ name, children, more }: RowActionsProps) {
  const folded = useContext(RowActionsFolded);
  return (
    <div className={styles.rowActions}>
      {children}
      {folded && more.length > 0 ? (
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton
              size="sm"
              variant="secondary"
              label={`More actions for ${name}`}
              icon={<MoreHorizontal size={16} aria-hidden />}
            />
          </Menu.Trigger>
          <Menu.Content>
            {more.map((action) => (
              <Menu.Item
                key={action.label}
                tone={action.tone}
                disabled={action.disabled}
                onSelect={action.onSelect}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Root>
      ) : (
        more.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant="ghost"
            aria-label={action.ariaLabel}
            disabled={action.disabled}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))
      )}
    </div>
  );
}
