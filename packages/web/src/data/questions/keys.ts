import type { BatchRef, ListQuestionsParams } from '@campus/sdk';

/**
 * Every question-space query sits under `all`: a question asked, answered or accepted anywhere in
 * the batch (the `question.changed` change of data/changes.ts) refreshes the space's list, its
 * "new since your last visit" counts, the open question and the similar-question box.
 */
export const questionKeys = {
  all: ['questions'] as const,
  list: (batch: BatchRef, params: ListQuestionsParams) =>
    [...questionKeys.all, 'list', batch.monthYear, batch.domain, params] as const,
  news: (batch: BatchRef) => [...questionKeys.all, 'news', batch.monthYear, batch.domain] as const,
  similar: (batch: BatchRef, title: string) =>
    [...questionKeys.all, 'similar', batch.monthYear, batch.domain, title] as const,
  thread: (id: string) => [...questionKeys.all, 'thread', id] as const,
};
