import type { ListReviewQueueParams } from '@campus/sdk';

/** The review queue's filters as the URL keeps them: `?batch=2026-11 · fullstack&task=<id>`. */
export interface QueueFilters {
  batch?: string;
  task?: string;
}

export function queueFilters(search: URLSearchParams): QueueFilters {
  const filters: QueueFilters = {};
  const batch = search.get('batch');
  const task = search.get('task');
  if (batch) filters.batch = batch;
  if (task) filters.task = task;
  return filters;
}

/** The filters as listReviewQueue's query; a batch label that does not parse is ignored. */
export function queueParams(filters: QueueFilters): ListReviewQueueParams {
  const params: ListReviewQueueParams = {};
  if (filters.task) params.taskId = filters.task;
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
