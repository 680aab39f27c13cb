import { Button } from '@campus/ui';
import type { ReactNode } from 'react';

/** What a list read by cursor with `useInfiniteQuery` offers to load its next page. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The quiet "more" button under a list paged by cursor: shown while there is a next
 * page, busy while it loads. Its words say what comes ("Show older conversations").
 */
export function ShowMore({ pages, children }: { pages: MorePages; children: ReactNode }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
