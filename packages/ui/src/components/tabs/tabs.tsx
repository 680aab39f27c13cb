import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './tabs.css';

function List({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}
List.displayName = 'Tabs.List';

function Trigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}
Trigger.displayName = 'Tabs.Trigger';

function Panel({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.panel, className)} {...props} />;
}
Panel.displayName = 'Tabs.Panel';

const Root = (props: ComponentPropsWithoutRef<typeof RadixTabs.Root>) => (
  <RadixTabs.Root {...props} />
);
Root.displayName = 'Tabs.Root';

/**
 * Radix Tabs: arrow keys move between tabs (mirrored in RTL), Home/End jump, and only the
 * active tab is in the Tab order. Give the List an aria-label.
 */
export const Tabs = { Root, List, Trigger, Panel };
