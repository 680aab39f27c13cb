import { ListAdminStudentsSort, type ListAdminStudentsParams } from '@campus/sdk';

export const pageSizes = [10, 20, 50, 100] as const;
const defaultPageSize = 20;
const isSort = (v: string | null): v is ListAdminStudentsSort =>
  v !== null && v in ListAdminStudentsSort;

/**
 * The students table's state lives in the URL (`?q=&pending=true&sort=&order=&page=&size=`), as
 * the users table's does, so the overview can link straight to "who owes what".
 */
export function readStudentFilters(search: string): ListAdminStudentsParams {
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  const page = Number(q.get('page') ?? '1');
  const size = Number(q.get('size') ?? defaultPageSize);
  return {
    search: q.get('q')?.trim() || undefined,
    pending: q.get('pending') === 'true' ? true : undefined,
    sort: isSort(sort) ? sort : undefined,
    order: isSort(sort) ? (q.get('order') === 'asc' ? 'asc' : 'desc') : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

export function writeStudentFilters(f: ListAdminStudentsParams): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.pending) q.set('pending', 'true');
  if (f.sort) {
    q.set('sort', f.sort);
    q.set('order', f.order ?? 'desc');
  }
  if (f.page && f.page > 1) q.set('page', String(f.page));
  if (f.pageSize && f.pageSize !== defaultPageSize) q.set('size', String(f.pageSize));
  const s = q.toString();
  return s ? `?${s}` : '';
}
