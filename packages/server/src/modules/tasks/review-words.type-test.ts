// Type-level test, checked by `tsc` in `pnpm typecheck` (vitest does not run it): the server's review
// words cannot drift from the SDK's vocabulary (review-words.ts checks itself the same way). Each
// `@ts-expect-error` fails the typecheck if its line ever compiles.
import { reviewWords, type ServerReviewWords } from './review-words';

export const reworded = {
  ...reviewWords,
  // @ts-expect-error a bell sentence that differs from the SDK's
  approved: { event: 'task_approved', notice: 'Your submission for "{title}" was accepted' },
} as const satisfies ServerReviewWords;

export const renamed = {
  ...reviewWords,
  modification_requested: {
    // @ts-expect-error an event that differs from the SDK's
    event: 'task_rejected',
    notice: 'Changes requested on your submission for "{title}"',
  },
} as const satisfies ServerReviewWords;
