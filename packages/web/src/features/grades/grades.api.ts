import {
  exportBatchGradebook,
  getBatchGradebook,
  getMyGrades,
  listBatches,
  type BatchRef,
  type GetBatchGradebookParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { gradeKeys } from '../../data/grades/keys';
import { saveDownload } from '../../lib/download';

/** The batches the caller may open (a mentor's own, every batch for an admin), newest first. */
export const gradeBatchesQuery = () =>
  queryOptions({
    queryKey: gradeKeys.batches(),
    queryFn: () => listBatches({ pageSize: 100 }),
  });

export const gradebookQuery = (batch: BatchRef, params: GetBatchGradebookParams) =>
  queryOptions({
    queryKey: gradeKeys.batch(batch, params),
    queryFn: () => getBatchGradebook(batch.monthYear, batch.domain, params),
    placeholderData: keepPreviousData,
  });

export const myGradesQuery = () =>
  queryOptions({ queryKey: gradeKeys.mine(), queryFn: () => getMyGrades() });

/** Fetches the batch's CSV (with the caller's token) and hands it to the browser as a download. */
export async function downloadGradebook(batch: BatchRef): Promise<void> {
  const blob = await exportBatchGradebook(batch.monthYear, batch.domain);
  saveDownload(blob, `gradebook-${batch.monthYear}-${batch.domain}.csv`);
}
