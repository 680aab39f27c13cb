import { InboxItemKind, type BatchRef, type ListInboxParams } from '@campus/sdk';
import { readTrail } from '../../lib/query-table';

/**
 * The inbox's filters as the URL keeps them: `?kind=message&batch=2026-11 · fullstack` (a batch
 * written as the review queue writes it), and its place (`after=`, the cursors of the pages before
 * this one). A kind or a batch the inbox does not know is left out, so an edited link shows the
 * whole inbox rather than an error.
 */
export interface InboxFilters {
  kind?: InboxItemKind;
  batch?: BatchRef;
  trail?: readonly string[];
}

const kinds = new Set<string>(Object.values(InboxItemKind));
const isKind = (value: string): value is InboxItemKind => kinds.has(value);

const monthYearForm = /^\d{4}-(0[1-9]|1[0-2])$/;
const domainForm = /^[a-z0-9][a-z0-9-]{0,39}$/;
const batchSeparator = ' · ';

/** "2026-11 · fullstack", the batch as the URL and the batch filter's choices write it. */
export const batchParam = (b: BatchRef) => `${b.monthYear}${batchSeparator}${b.domain}`;

function parseBatch(text: string | null): BatchRef | undefined {
  const [monthYear = '', domain = '', ...rest] = (text ?? '').split(batchSeparator);
  return rest.length === 0 && monthYearForm.test(monthYear) && domainForm.test(domain)
    ? { monthYear, domain }
    : undefined;
}

export function inboxFilters(search: URLSearchParams): InboxFilters {
  const filters: InboxFilters = {};
  const kind = search.get('kind') ?? '';
  if (isKind(kind)) filters.kind = kind;
  const batch = parseBatch(search.get('batch'));
  if (batch) filters.batch = batch;
  const trail = readTrail(search);
  if (trail.length) filters.trail = trail;
  return filters;
}

/** The filters as listInbox's query: the page the trail ends at, under the kind and batch. */
export function inboxParams(filters: InboxFilters): ListInboxParams {
  const params: ListInboxParams = {};
  if (filters.kind) params.kind = filters.kind;
  if (filters.batch) {
    params.monthYear = filters.batch.monthYear;
    params.domain = filters.batch.domain;
  }
  const cursor = filters.trail?.at(-1);
  if (cursor) params.cursor = cursor;
  return params;
}

/**
 * The search with a filter set (or cleared, `undefined`): another filter is another list, so the
 * place goes back to the first page.
 */
export function withFilter(
  search: URLSearchParams,
  patch: { kind?: InboxItemKind | undefined; batch?: BatchRef | undefined },
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('after');
  if ('kind' in patch) {
    if (patch.kind) next.set('kind', patch.kind);
    else next.delete('kind');
  }
  if ('batch' in patch) {
    if (patch.batch) next.set('batch', batchParam(patch.batch));
    else next.delete('batch');
  }
  return next;
}
