import {
  exportBatchAttendance,
  exportBatchProgress,
  getBatchAttendance,
  getBatchProgress,
  listBatches,
  listRadar,
  listRadarFirstContact,
  messageRadarStudents,
  type ListRadarFirstContactParams,
  type ListRadarParams,
  type BatchRef,
  type RadarMessageSend,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { batchKeys } from '../../data/batches/keys';
import { attendanceKeys, progressKeys, radarKeys } from '../../data/radar/keys';
import { saveDownload } from '../../lib/download';

/**
 * One page of the open flags of the mentor's students, the newest first. Paged by cursor: the page
 * shown stays while the next one loads. A flag that opens, changes or clears (the socket's
 * radar_flag_changed) refreshes it (data/changes.ts).
 */
export const radarQuery = (params: ListRadarParams = {}) =>
  queryOptions({
    queryKey: radarKeys.list(params),
    queryFn: () => listRadar(params),
    placeholderData: keepPreviousData,
  });

/** A page of each mentor's time to first contact (admins), by name. */
export const firstContactQuery = (params: ListRadarFirstContactParams = {}) =>
  queryOptions({
    queryKey: radarKeys.firstContact(params),
    queryFn: () => listRadarFirstContact(params),
    placeholderData: keepPreviousData,
  });

/**
 * "Message the students who…": one template, a private message to each. The messages change the
 * conversations and the flags' first contact (the radar and the inbox).
 */
export function useMessageStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RadarMessageSend) => messageRadarStudents(body),
    onSuccess: () => refreshAfter(client, 'message.received'),
  });
}

/**
 * The batches whose reports (attendance, progress) the caller may read: a mentor's own, every batch
 * for an admin.
 */
export const readableBatchesQuery = () =>
  queryOptions({
    // The same list as the batches console's (batches.api.ts): one cache entry for both.
    queryKey: batchKeys.list({ pageSize: 100 }),
    queryFn: () => listBatches({ pageSize: 100 }),
  });

/**
 * A batch's ended live classes (the latest 100, oldest first) against its students. A class ending
 * or a student placed in the batch refreshes it (data/changes.ts).
 */
export const batchAttendanceQuery = (batch: BatchRef) =>
  queryOptions({
    queryKey: attendanceKeys.batch(batch),
    queryFn: () => getBatchAttendance(batch.monthYear, batch.domain),
  });

/**
 * Fetches a batch's attendance as CSV (with the caller's token) and hands it to the browser as a
 * download, under the name the server gives it.
 */
export async function downloadAttendance({ monthYear, domain }: BatchRef): Promise<void> {
  saveDownload(await exportBatchAttendance(monthYear, domain));
}

/**
 * A batch's students against its latest weeks (oldest first), what each did every week, and the
 * batch's sums. A lesson marked, a task submitted, a quiz graded, a class ending or a student
 * placed in the batch refreshes it (data/changes.ts).
 */
export const batchProgressQuery = (batch: BatchRef) =>
  queryOptions({
    queryKey: progressKeys.batch(batch),
    queryFn: () => getBatchProgress(batch.monthYear, batch.domain),
  });

/** A batch's progress grid as CSV, handed to the browser as a download (as the attendance's). */
export async function downloadProgress({ monthYear, domain }: BatchRef): Promise<void> {
  saveDownload(await exportBatchProgress(monthYear, domain));
}
