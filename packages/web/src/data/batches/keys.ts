import type { BatchRef, ListBatchesParams } from '@campus/sdk';

/**
 * The list, a batch, its students and its recordings all sit under `batches`: an assignment or a
 * recording changed by the admin refreshes every batch screen, the student's recordings included.
 */
export const batchKeys = {
  all: ['batches'] as const,
  list: (params: ListBatchesParams) => [...batchKeys.all, 'list', params] as const,
  detail: (b: BatchRef) => [...batchKeys.all, 'detail', b.monthYear, b.domain] as const,
  students: (b: BatchRef) => [...batchKeys.detail(b), 'students'] as const,
  videos: (b: BatchRef) => [...batchKeys.detail(b), 'videos'] as const,
  /** The batch's routing roster: its mentors with their weights and away state. */
  mentors: (b: BatchRef) => [...batchKeys.detail(b), 'mentors'] as const,
};
