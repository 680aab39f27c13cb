import type { ListInboxParams, ListMentorLoadParams } from '@campus/sdk';

/**
 * The mentor's inbox: every page of it, under any filters, sits under `all`, so an item added,
 * changed or removed (heard from the socket, or done in this tab) refreshes whatever is shown.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  /** One page of the inbox (paged by cursor) under its filters. */
  list: (params: ListInboxParams = {}) => [...inboxKeys.all, 'list', params] as const,
  /** A page of the admin's view of every mentor's load, which the same changes move. */
  mentorLoad: (params: ListMentorLoadParams = {}) =>
    [...inboxKeys.all, 'mentor-load', params] as const,
};
