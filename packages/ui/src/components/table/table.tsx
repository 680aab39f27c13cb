import type { HTMLAttributes, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './table.css';

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Required: the caption names the table for screen readers. Hide it visually if needed. */
  caption: ReactNode;
  captionHidden?: boolean;
  /** The horizontal scroller, for a screen that measures it (DataTable folds columns by it). */
  scrollerRef?: Ref<HTMLDivElement>;
  /** Extra attributes on the scroller (a description of the scroll cue). */
  scrollerProps?: HTMLAttributes<HTMLDivElement>;
}

/**
 * A plain, semantic table in a horizontal scroller. The scroller is focusable so keyboard users
 * can scroll wide tables on small screens.
 */
function Root({
  caption,
  captionHidden = false,
  scrollerRef,
  scrollerProps,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <div
      {...scrollerProps}
      ref={scrollerRef}
      className={cx(styles.scroller, scrollerProps?.className)}
      tabIndex={0}
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <table className={cx(styles.table, className)} {...props}>
        <caption
          className={styles.caption}
          style={
            captionHidden
              ? {
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }
              : undefined
          }
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
Root.displayName = 'Table.Root';

function Row({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}
Row.displayName = 'Table.Row';

interface CellOptions {
  /** Right-aligned tabular digits for amounts and counts. */
  numeric?: boolean;
}

function HeaderCell({
  numeric,
  className,
  scope = 'col',
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & CellOptions) {
  return (
    <th scope={scope} className={cx(styles.th, numeric && styles.numeric, className)} {...props} />
  );
}
HeaderCell.displayName = 'Table.HeaderCell';

function Cell({
  numeric,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & CellOptions) {
  return <td className={cx(styles.td, numeric && styles.numeric, className)} {...props} />;
}
Cell.displayName = 'Table.Cell';

export const Table = {
  Root,
  Head: (props: HTMLAttributes<HTMLTableSectionElement>) => <thead {...props} />,
  Body: (props: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...props} />,
  Row,
  HeaderCell,
  Cell,
};
