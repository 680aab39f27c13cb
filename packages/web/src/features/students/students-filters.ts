import { ListAdminStudentsSort, type ListAdminStudentsParams } from '@campus/sdk';
import { readTrail, writeTrail } from '../../lib/query-table';

export const pageSizes = [10, 20, 50, 100] as const;
const defaultPageSize = 20;
const isSort = (v: string | null): v is ListAdminStudentsSort =>
  v !== null && v in ListAdminStudentsSort;

/** The table's state: the contract's filters, and the cursors of the pages before this one. */
export type StudentFilters = Omit<ListAdminStudentsParams, 'cursor'> & {
  trail?: readonly string[];
};

/**
 * The students table's state lives in the URL (`?q=&pending=true&waiting=true&sort=&order=&size=&after=`), as
 * the users table's does, so the overview can link straight to "who owes what". The list pages by
 * cursor: `after` keeps the cursors of the pages seen, so Previous and a reload work.
 */
export function readStudentFilters(search: string): StudentFilters {
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  const size = Number(q.get('size') ?? defaultPageSize);
  return {
    search: q.get('q')?.trim() || undefined,
    pending: q.get('pending') === 'true' ? true : undefined,
    waiting: q.get('waiting') === 'true' ? true : undefined,
    sort: isSort(sort) ? sort : undefined,
    order: isSort(sort) ? (q.get('order') === 'asc' ? 'asc' : 'desc') : undefined,
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    trail: readTrail(q),
  };
}

export function writeStudentFilters(f: StudentFilters): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.pending) q.set('pending', 'true');
  if (f.waiting) q.set('waiting', 'true');
  if (f.sort) {
    q.set('sort', f.sort);
    q.set('order', f.order ?? 'desc');
  }
  if (f.pageSize && f.pageSize !== defaultPageSize) q.set('size', String(f.pageSize));
  writeTrail(q, f.trail);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What the server is asked: the filters, starting after the last cursor of the trail. */
export function studentParams({ trail, ...f }: StudentFilters): ListAdminStudentsParams {
  const cursor = trail?.at(-1);
  return cursor ? { ...f, cursor } : f;
}
