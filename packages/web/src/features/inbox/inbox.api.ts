import {
  exportMentorLoad,
  listInbox,
  listMentorLoad,
  type ExportMentorLoadParams,
  type ListInboxParams,
  type ListMentorLoadParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { inboxKeys } from '../../data/inbox/keys';
import { saveDownload } from '../../lib/download';

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

/** A page of every mentor's load (admins), in the sort asked; the page shown stays while the next loads. */
export const mentorLoadQuery = (params: ListMentorLoadParams = {}) =>
  queryOptions({
    queryKey: inboxKeys.mentorLoad(params),
    queryFn: () => listMentorLoad(params),
    placeholderData: keepPreviousData,
  });

/** Every mentor's load as CSV, in the sort shown, handed to the browser as a download. */
export async function downloadMentorLoad(params: ExportMentorLoadParams = {}): Promise<void> {
  saveDownload(await exportMentorLoad(params));
}
