import type { ListRadarFirstContactParams, ListRadarParams } from '@campus/sdk';

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
