// The server's half of the review vocabulary (@campus/sdk's reviewDecisionWords): the event that
// announces a decision and the sentence on the student's bell. Restated because the server imports
// only types from the SDK (ARCHITECTURE.md); `satisfies` against the SDK's literal types makes `tsc`
// refuse any event or word that differs from the SDK's file (spec §8 texts are exact).
import type { ReviewDecisionWords, TaskReviewDecision } from '@campus/sdk/model';

export type ServerReviewWords = {
  [D in TaskReviewDecision]: Pick<ReviewDecisionWords[D], 'event' | 'notice'>;
};

export const reviewWords = {
  approved: {
    event: 'task_approved',
    notice: 'Your submission for "{title}" was approved',
  },
  rejected: {
    event: 'task_rejected',
    notice: 'Your submission for "{title}" was rejected',
  },
  modification_requested: {
    event: 'task_modification_request',
    notice: 'Changes requested on your submission for "{title}"',
  },
} as const satisfies ServerReviewWords;

/** The bell's sentence for a decision on this task (a function replacer keeps a `$&` in a title). */
export const reviewNotice = (decision: TaskReviewDecision, title: string): string =>
  reviewWords[decision].notice.replace('{title}', () => title);
