import {
  reviewDecisionWords,
  type TaskReviewDecision,
  type TaskStudentStatus,
  type TaskSubmissionStatus,
} from '@campus/sdk';
import { type BadgeTone } from '@campus/ui';

// A task's standing in words, one vocabulary for every screen that names it: the task desk and its
// pages, the dashboard's "What is due", the gradebook's cells.

/** A decided review in words (the SDK's review vocabulary) and the tone it shows in. */
export const decidedWords = {
  modification_requested: {
    label: reviewDecisionWords.modification_requested.outcome,
    tone: 'warning',
  },
  rejected: { label: reviewDecisionWords.rejected.outcome, tone: 'danger' },
  approved: { label: reviewDecisionWords.approved.outcome, tone: 'success' },
} as const satisfies Record<TaskReviewDecision, { label: string; tone: BadgeTone }>;

/** A student's standing on a task, in words (the contract's derived status). */
export const statusWords: Record<TaskStudentStatus, { label: string; tone: BadgeTone }> = {
  not_submitted: { label: 'To do', tone: 'neutral' },
  overdue: { label: 'Overdue', tone: 'danger' },
  pending: { label: 'Submitted · in review', tone: 'info' },
  ...decidedWords,
};

export const submissionWords: Record<TaskSubmissionStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for review', tone: 'info' },
  ...decidedWords,
};
