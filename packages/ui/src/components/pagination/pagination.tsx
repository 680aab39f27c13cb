import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './pagination.css';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Which page buttons to show: always the first and last, the current one with `siblings` on
 * each side, and an ellipsis for each gap of two or more. Gaps of one show the page instead,
 * since "…" would take the same room and hide it.
 */
export function getPageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('ellipsis-end');
  if (total > 1) items.push(total);
  return items;
}

/** Previous page / Next page: the two steps both pagers show. */
function StepButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const Chevron = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={styles.page}
      aria-label={direction === 'previous' ? 'Previous page' : 'Next page'}
      disabled={disabled}
      onClick={onClick}
    >
      <Chevron size={18} aria-hidden className={styles.flipInRtl} />
    </button>
  );
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  siblings?: number;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}

export function Pagination({
  page,
  totalPages,
  onPageChange,
  siblings,
  label = 'Pagination',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <StepButton
            direction="previous"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          />
        </li>
        {getPageItems(page, totalPages, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ),
        )}
        <li>
          <StepButton
            direction="next"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}

export interface CursorPaginationProps {
  /** 1-based: how many pages the reader has moved forward from the first. */
  page: number;
  /** Whether the server answered a next cursor (false on the last page). */
  hasNext: boolean;
  /** Back to the page before: the caller keeps the cursors of the pages seen. */
  onPrevious: () => void;
  onNext: () => void;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}

/**
 * Previous / Next for a list paged by cursor: the server answers where the next page
 * starts but no total, so there are no page numbers to jump to; the position is shown as text.
 * Nothing is drawn for a list of one page.
 */
export function CursorPagination({
  page,
  hasNext,
  onPrevious,
  onNext,
  label = 'Pagination',
}: CursorPaginationProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <StepButton direction="previous" disabled={page <= 1} onClick={onPrevious} />
        </li>
        <li className={styles.position} aria-current="page">
          Page {page}
        </li>
        <li>
          <StepButton direction="next" disabled={!hasNext} onClick={onNext} />
        </li>
      </ul>
    </nav>
  );
}
