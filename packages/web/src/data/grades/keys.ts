import type { BatchRef, GetBatchGradebookParams } from '@campus/sdk';

/**
 * The gradebook's reads: a batch's pages (a mentor's or an admin's), the batches to choose from and
 * a student's own grades. Task and quiz changes change cells, so `all` is what they invalidate
 * (data/changes.ts).
 */
export const gradeKeys = {
  all: ['grades'] as const,
  batches: () => [...gradeKeys.all, 'batches'] as const,
  batch: (batch: BatchRef, params: GetBatchGradebookParams = {}) =>
    [...gradeKeys.all, 'batch', batch.monthYear, batch.domain, params] as const,
  mine: () => [...gradeKeys.all, 'mine'] as const,
};
