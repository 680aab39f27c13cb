import type { ListReviewQueueParams } from '@campus/sdk';
import { readTrail } from '../../lib/query-table';

/**
 * The review queue's filters as the URL keeps them: `?batch=2026-11 · fullstack&task=<id>`, and
 * its place (`after=`, the cursors of the pages before this one).
 */
export interface QueueFilters {
  batch?: string;
  task?: string;
  trail?: readonly string[];
}

export function queueFilters(search: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  const batch = search.get('batch');
  const task = search.get('task');
  if (batch) filters.batch = batch;
  if (task) filters.task = task;
  const trail = readTrail(search);
  if (trail.length) filters.trail = trail;
  return filters;
}

/** The filters as listReviewQueue's query; a batch label that does not parse is ignored. */
export function queueParams(filters: QueueFilters): ListReviewQueueParams {
  const params: ListReviewQueueParams = {};
  if (filters.task) params.taskId = filters.task;
  const cursor = filters.trail?.at(-1);
  if (cursor) params.cursor = cursor;
  const [monthYear, domain] = (filters.batch ?? '').split(' · ');
  if (monthYear && domain) {
    params.monthYear = monthYear;
    params.domain = domain;
  }
  return params;
}

/** The same filters as a search string, so "Next in queue" keeps them. */
export function queueSearch(filters: QueueFilters): string {
  const search = new URLSearchParams();
  if (filters.batch) search.set('batch', filters.batch);
  if (filters.task) search.set('task', filters.task);
  const text = search.toString();
  return text ? `?${text}` : '';
}
