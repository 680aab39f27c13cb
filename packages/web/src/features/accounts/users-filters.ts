import { ListUsersOrder, ListUsersSort, Role, type ListUsersParams } from '@campus/sdk';
import { readTrail, writeTrail } from '../../lib/query-table';

export const pageSizes = [10, 20, 50, 100] as const;
const defaultPageSize = 20;

const isRole = (v: string | null): v is Role => v !== null && v in Role;
const isSort = (v: string | null): v is ListUsersSort => v !== null && v in ListUsersSort;

/** The table's state: the contract's filters, and the cursors of the pages before this one. */
export type UserFilters = Omit<ListUsersParams, 'cursor'> & { trail?: readonly string[] };

/**
 * The users table's state lives in the URL (`?q=&role=&status=&sort=&order=&size=&after=`), so a
 * filtered, sorted page survives a reload and can be shared with another admin. The list pages by
 * cursor: `after` keeps the cursors of the pages seen, so Previous and a reload work.
 */
export function readUserFilters(search: string): UserFilters {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  const sort = q.get('sort');
  const size = Number(q.get('size') ?? defaultPageSize);
  const role = q.get('role');
  return {
    search: q.get('q')?.trim() || undefined,
    role: isRole(role) ? role : undefined,
    active: status === 'active' ? true : status === 'deactivated' ? false : undefined,
    sort: isSort(sort) ? sort : undefined,
    order: sort && isSort(sort) ? (q.get('order') === 'asc' ? 'asc' : 'desc') : undefined,
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
    trail: readTrail(q),
  };
}

export function writeUserFilters(f: UserFilters): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.role) q.set('role', f.role);
  if (f.active !== undefined) q.set('status', f.active ? 'active' : 'deactivated');
  if (f.sort) {
    q.set('sort', f.sort);
    q.set('order', f.order ?? ListUsersOrder.desc);
  }
  if (f.pageSize && f.pageSize !== defaultPageSize) q.set('size', String(f.pageSize));
  writeTrail(q, f.trail);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What the server is asked: the filters, starting after the last cursor of the trail. */
export function userParams({ trail, ...f }: UserFilters): ListUsersParams {
  const cursor = trail?.at(-1);
  return cursor ? { ...f, cursor } : f;
}
