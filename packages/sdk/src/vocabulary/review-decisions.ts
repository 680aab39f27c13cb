import type { TaskReviewDecision } from '../generated/model';
import type { TaskEventName } from '../realtime/events';

/** How one review decision is named in each place a person or a program meets it. */
export interface ReviewDecisionWording {
  /** The socket event that tells the student (spec §7). */
  event: TaskEventName;
  /** The mentor's button on the review page. */
  action: string;
  /** The submission's state once decided: badges, the attempt history, "Saved: …". */
  outcome: string;
  /** The student's bell notification; `{title}` stands for the task's title. */
  notice: string;
}

/**
 * A mentor's review decision (the contract's TaskReviewDecision) in one vocabulary: the status the
 * API stores, the event that announces it, and the words people read. The web's labels read it at
 * run time. The server imports only types from the SDK (ARCHITECTURE.md), so it restates its half
 * (event and notice) against `ReviewDecisionWords`, whose literal types make `tsc` refuse any word
 * that differs from this file.
 */
export const reviewDecisionWords = {
  approved: {
    event: 'task_approved',
    action: 'Approve',
    outcome: 'Approved',
    notice: 'Your submission for "{title}" was approved',
  },
  rejected: {
    event: 'task_rejected',
    action: 'Reject',
    outcome: 'Rejected',
    notice: 'Your submission for "{title}" was rejected',
  },
  modification_requested: {
    event: 'task_modification_request',
    action: 'Request modification',
    outcome: 'Changes requested',
    notice: 'Changes requested on your submission for "{title}"',
  },
} as const satisfies Record<TaskReviewDecision, ReviewDecisionWording>;

/** The vocabulary's exact words as types, for a side that cannot import it at run time. */
export type ReviewDecisionWords = typeof reviewDecisionWords;
