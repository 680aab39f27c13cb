import type { BatchRef, ListRadarFirstContactParams, ListRadarParams } from '@campus/sdk';

/**
 * The at-risk radar: every page of the open flags, under any filters, sits under `all`, so a flag
 * that opens, changes or clears (heard from the socket) refreshes whatever is shown.
 */
export const radarKeys = {
  all: ['radar'] as const,
  /** One page of the open flags (paged by cursor) under its filters. */
  list: (params: ListRadarParams = {}) => [...radarKeys.all, 'list', params] as const,
  /** A page of the admin's time to first contact per mentor, which the same changes move. */
  firstContact: (params: ListRadarFirstContactParams = {}) =>
    [...radarKeys.all, 'first-contact', params] as const,
};

/**
 * A batch's attendance report, apart from the flags: a class ending or a roster change moves it
 * (data/changes.ts), a flag or a message does not.
 */
export const attendanceKeys = {
  all: ['attendance'] as const,
  /** One batch's attendance across its ended live classes. */
  batch: (batch: BatchRef) => [...attendanceKeys.all, 'batch', batch.monthYear, batch.domain] as const,
};

/**
 * A batch's progress week by week, apart from the flags: a lesson marked, a task submitted, a quiz
 * graded, a class ending or a roster change moves it (data/changes.ts).
 */
export const progressKeys = {
  all: ['batch-progress'] as const,
  /** One batch's grid of its students against its latest weeks. */
  batch: (batch: BatchRef) => [...progressKeys.all, 'batch', batch.monthYear, batch.domain] as const,
};
