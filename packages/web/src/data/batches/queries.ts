import { listBatches, listBatchMentors, type BatchRef } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { batchKeys } from './keys';

/**
 * The batches the signed-in mentor mentors, newest first — what a mentor may address (an update)
 * or set a task for. The server answers a mentor's listBatches with their own batches; a mentor has
 * a handful, so one page of 100 is all of them. Read from the batches, not from the roster of
 * students, which is paged and would miss a batch on a later page.
 */
export const myBatchesQuery = () =>
  queryOptions({
    queryKey: batchKeys.list({ pageSize: 100 }),
    queryFn: () => listBatches({ pageSize: 100 }),
    select: (page): BatchRef[] =>
      page.items.map((b) => ({ monthYear: b.monthYear, domain: b.domain })),
  });

/**
 * A batch's routing roster, oldest member first: the admin's batch screen manages it, and a
 * submission is handed to one of its mentors.
 */
export const batchMentorsQuery = (b: BatchRef) =>
  queryOptions({
    queryKey: batchKeys.mentors(b),
    queryFn: () => listBatchMentors(b.monthYear, b.domain),
  });
