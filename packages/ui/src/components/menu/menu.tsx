import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './menu.css';

function Content({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  align = 'end',
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        align={align}
        {...props}
      />
    </RadixMenu.Portal>
  );
}
Content.displayName = 'Menu.Content';

export interface MenuItemProps extends ComponentPropsWithoutRef<typeof RadixMenu.Item> {
  icon?: ReactNode;
  /** Destructive items ("Log out", "Delete") in the danger colour. */
  tone?: 'default' | 'danger';
}

function Item({ icon, tone = 'default', className, children, ...props }: MenuItemProps) {
  return (
    <RadixMenu.Item
      className={cx(styles.item, tone === 'danger' && styles.danger, className)}
      {...props}
    >
      {icon && (
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      )}
      {children}
    </RadixMenu.Item>
  );
}
Item.displayName = 'Menu.Item';

/** One of a set of choices (the theme): announced as a checked or unchecked menu radio item. */
function RadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cx(styles.item, className)} {...props}>
      <span className={styles.indicatorSlot} aria-hidden>
        <RadixMenu.ItemIndicator>✓</RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.RadioItem>
  );
}
RadioItem.displayName = 'Menu.RadioItem';

function Label({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cx(styles.label, className)} {...props} />;
}
Label.displayName = 'Menu.Label';

function Separator({ className, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cx(styles.separator, className)} {...props} />;
}
Separator.displayName = 'Menu.Separator';

/**
 * Non-modal by default: a modal menu marks the rest of the page aria-hidden while it is open, and
 * that page still holds focusable controls (axe: aria-hidden-focus). Escape, outside clicks and
 * focus return behave the same either way.
 */
const Root = ({ modal = false, ...props }: ComponentPropsWithoutRef<typeof RadixMenu.Root>) => (
  <RadixMenu.Root modal={modal} {...props} />
);
Root.displayName = 'Menu.Root';

/**
 * A menu of actions (the avatar menu, a row's "More" button). Radix gives arrow keys, Home/End,
 * typeahead, Escape and focus return. Navigation lists belong in NavBar, not here.
 */
export const Menu = {
  Root,
  Trigger: RadixMenu.Trigger,
  Content,
  Item,
  Label,
  Separator,
  Group: RadixMenu.Group,
  RadioGroup: RadixMenu.RadioGroup,
  RadioItem,
};
