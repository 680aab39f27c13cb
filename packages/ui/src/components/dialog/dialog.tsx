import * as RadixDialog from '@radix-ui/react-dialog';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconButton } from '../icon-button';
import * as styles from './dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /**
   * Required, always rendered: a dialog without a name is announced as just "dialog".
   * Use `hideTitle` when the design has no visible heading.
   */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  size?: DialogSize;
  /** The close button in the corner. Hide it only when the footer offers a way out. */
  showClose?: boolean;
  closeLabel?: string;
}

/** Renders the overlay, focus trap and portal; Escape and the overlay close it. */
function Content({
  title,
  hideTitle = false,
  description,
  size,
  showClose = true,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DialogContentProps) {
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={cx(styles.content({ size }), className)}
        // Without a description Radix warns unless told there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
            {description && (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {showClose && (
            <RadixDialog.Close asChild>
              <IconButton size="sm" label={closeLabel} icon={<X size={18} />} />
            </RadixDialog.Close>
          )}
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
Content.displayName = 'Dialog.Content';

function Footer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}
Footer.displayName = 'Dialog.Footer';

const Root = (props: ComponentPropsWithoutRef<typeof RadixDialog.Root>) => (
  <RadixDialog.Root {...props} />
);
Root.displayName = 'Dialog.Root';

const Trigger = RadixDialog.Trigger;
const Close = RadixDialog.Close;

/**
 * `<Dialog.Root><Dialog.Trigger asChild><Button/></Dialog.Trigger><Dialog.Content title="…">…`.
 * Built on Radix Dialog: focus trap, Escape, focus return and aria wiring come from there.
 */
export const Dialog = { Root, Trigger, Content, Footer, Close };
