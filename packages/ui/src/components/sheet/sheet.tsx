import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { overlay } from '../dialog/dialog.css';
import { IconButton } from '../icon-button';
import * as panel from '../side-panel/side-panel.css';
import * as styles from './sheet.css';

export const sheetSides = ['end', 'start', 'bottom'] as const;
export const sheetSizes = ['sm', 'md', 'lg'] as const;
export type SheetSide = (typeof sheetSides)[number];
export type SheetSize = (typeof sheetSizes)[number];

export interface SheetContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Required and always rendered (hidden with `hideTitle`): the sheet is a dialog and needs a name. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  /** Where it slides in from; `end` is the right in left-to-right text. */
  side?: SheetSide;
  /** Width of a side sheet (never wider than the screen); a bottom sheet is full width. */
  size?: SheetSize;
  /** Actions pinned under the scrolling body ("Approve", "Request changes"). */
  footer?: ReactNode;
  closeLabel?: string;
}

/**
 * A modal panel from the side or the bottom: a review beside a queue, a booking's details, a
 * filter panel on a phone. Radix Dialog underneath, so focus is trapped, Escape and the overlay
 * close it and focus returns to the trigger. The body scrolls on its own, so the title and the
 * footer's actions stay in view.
 */
function Content({
  title,
  hideTitle = false,
  description,
  side,
  size,
  footer,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: SheetContentProps) {
  const titleNode = <RadixDialog.Title className={panel.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        className={cx(styles.content({ side, size }), className)}
        // Without a description Radix warns unless told there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={panel.header}>
          <div className={styles.headerText}>
            {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
            {description && (
              <RadixDialog.Description className={panel.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close asChild>
            <IconButton size="sm" label={closeLabel} icon={<X size={18} />} />
          </RadixDialog.Close>
        </div>
        {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
        <div className={panel.body} tabIndex={0}>
          {children}
        </div>
        {footer && <div className={panel.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
Content.displayName = 'Sheet.Content';

const Root = (props: ComponentPropsWithoutRef<typeof RadixDialog.Root>) => (
  <RadixDialog.Root {...props} />
);
Root.displayName = 'Sheet.Root';

function Section({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={className} {...props} />;
}
Section.displayName = 'Sheet.Section';

/**
 * `<Sheet.Root><Sheet.Trigger asChild><Button/></Sheet.Trigger><Sheet.Content title="…" side="bottom">`.
 * SidePanel is the same idea fixed to the end side; new screens should reach for Sheet.
 */
export const Sheet = {
  Root,
  Trigger: RadixDialog.Trigger,
  Close: RadixDialog.Close,
  Content,
  Section,
};
