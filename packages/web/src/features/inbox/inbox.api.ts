import { listInbox, type ListInboxParams } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { inboxKeys } from '../../data/inbox/keys';

/**
 * One page of the signed-in mentor's inbox, the earliest deadline first. Paged by cursor: the page
 * shown stays while the next one loads. Every change that adds, changes or removes an item (the
 * socket's inbox events, this tab's reviews, answers and replies) refreshes it (data/changes.ts).
 */
export const inboxQuery = (params: ListInboxParams = {}) =>
  queryOptions({
    queryKey: inboxKeys.list(params),
    queryFn: () => listInbox(params),
    placeholderData: keepPreviousData,
  });
