import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import * as css from './virtual-log.css';

export interface VirtualLogProps<T> {
  items: readonly T[];
  /** A stable key per item (a message id). */
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Extra classes of an item's row (e.g. its alignment). */
  rowClassName?: (item: T) => string;
  /** Names the log for screen readers. */
  label: string;
  /** A first guess of a row's height; rows are measured once rendered. */
  estimateRowHeight?: number;
  'data-testid'?: string;
}

/**
 * A conversation log, virtualised (spec §9: chat history is unbounded): only the rows in view and a
 * few around them exist in the DOM, so thousands of messages render and append in constant time. It
 * opens at the newest item and follows new ones as they arrive at the end; items added at the start
 * (older history) do not move the reader. Shared by the support chat and private messages.
 */
export function VirtualLog<T>({
  items,
  getKey,
  renderItem,
  rowClassName,
  label,
  estimateRowHeight = 72,
  'data-testid': testId,
}: VirtualLogProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable callbacks: the virtualizer recomputes its measurements when these change identity.
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    [items, getKey],
  );
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 6,
  });

  const last = items.at(-1);
  const lastKey = last === undefined ? null : getKey(last);
  useEffect(() => {
    if (lastKey !== null) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    // Only a new newest item scrolls: older pages loaded above keep the reader where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className={css.scroller}
      role="log"
      aria-label={label}
      // The log is scrollable, so it must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      data-testid={testId}
      data-virtual-scroller=""
    >
      <div className={css.rows} style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={rowClassName ? `${css.row} ${rowClassName(item)}` : css.row}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
