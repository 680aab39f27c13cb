import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { overlay } from '../dialog/dialog.css';
import { IconButton } from '../icon-button';
import * as styles from './side-panel.css';

export interface SidePanelContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Always rendered: the panel is a dialog and needs a name ("Profile"). */
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
}

/**
 * A sheet from the inline end (right in LTR, left in RTL): the profile and settings panel.
 * It is a modal dialog underneath, so focus is trapped and Escape closes it.
 */
function Content({
  title,
  description,
  footer,
  closeLabel = 'Close panel',
  className,
  children,
  ...props
}: SidePanelContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlay} />
      <RadixDialog.Content
        className={cx(styles.panel, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={styles.header}>
          <div>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close asChild>
            <IconButton size="sm" label={closeLabel} icon={<X size={18} />} />
          </RadixDialog.Close>
        </div>
        {/* Focusable so keyboard users can scroll long content (axe: scrollable-region-focusable). */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
Content.displayName = 'SidePanel.Content';

function Section({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={className} {...props} />;
}
Section.displayName = 'SidePanel.Section';

const Root = (props: ComponentPropsWithoutRef<typeof RadixDialog.Root>) => (
  <RadixDialog.Root {...props} />
);
Root.displayName = 'SidePanel.Root';

export const SidePanel = {
  Root,
  Trigger: RadixDialog.Trigger,
  Close: RadixDialog.Close,
  Content,
  Section,
};
