import * as RadixPopover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as styles from './popover.css';

export interface PopoverContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixPopover.Content>,
  'title'
> {
  /** A heading at the top; also names the popover for screen readers. */
  title?: ReactNode;
  /** Needed when there is no title, so the dialog role still has a name. */
  'aria-label'?: string;
  showClose?: boolean;
  /**
   * Render in place instead of in a portal at the end of the body: for a panel that belongs to
   * its trigger's part of the page (the bell in the sticky bar), so it stays in its stacking
   * context and in queries scoped to that part.
   */
  inline?: boolean;
}

/** Non-modal: focus moves in, Escape or a click outside closes it and focus returns. */
function Content({
  title,
  showClose = true,
  className,
  children,
  sideOffset = 8,
  collisionPadding = 8,
  inline = false,
  ...props
}: PopoverContentProps) {
  const Wrapper = inline ? Fragment : RadixPopover.Portal;
  return (
    <Wrapper>
      <RadixPopover.Content
        className={cx(styles.floating, className)}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        {...props}
      >
        {(title || showClose) && (
          <div className={styles.header}>
            {title ? <p className={styles.title}>{title}</p> : <span />}
            {showClose && (
              <RadixPopover.Close asChild>
                <IconButton size="sm" label="Close" icon={<X size={16} />} />
              </RadixPopover.Close>
            )}
          </div>
        )}
        {children}
        <RadixPopover.Arrow className={styles.arrow} />
      </RadixPopover.Content>
    </Wrapper>
  );
}
Content.displayName = 'Popover.Content';

const Root = (props: ComponentPropsWithoutRef<typeof RadixPopover.Root>) => (
  <RadixPopover.Root {...props} />
);
Root.displayName = 'Popover.Root';

export const Popover = {
  Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Close: RadixPopover.Close,
  Content,
};
