import { ListUsersOrder, ListUsersSort, Role, type ListUsersParams } from '@campus/sdk';

export const pageSizes = [10, 20, 50, 100] as const;
const defaultPageSize = 20;

const isRole = (v: string | null): v is Role => v !== null && v in Role;
const isSort = (v: string | null): v is ListUsersSort => v !== null && v in ListUsersSort;

/**
 * The users table's state lives in the URL (`?q=&role=&status=&sort=&order=&page=&size=`), so a
 * filtered, sorted page survives a reload and can be shared with another admin.
 */
export function readUserFilters(search: string): ListUsersParams {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  const sort = q.get('sort');
  const page = Number(q.get('page') ?? '1');
  const size = Number(q.get('size') ?? defaultPageSize);
  const role = q.get('role');
  return {
    search: q.get('q')?.trim() || undefined,
    role: isRole(role) ? role : undefined,
    active: status === 'active' ? true : status === 'deactivated' ? false : undefined,
    sort: isSort(sort) ? sort : undefined,
    order: sort && isSort(sort) ? (q.get('order') === 'asc' ? 'asc' : 'desc') : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize,
  };
}

export function writeUserFilters(f: ListUsersParams): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.role) q.set('role', f.role);
  if (f.active !== undefined) q.set('status', f.active ? 'active' : 'deactivated');
  if (f.sort) {
    q.set('sort', f.sort);
    q.set('order', f.order ?? ListUsersOrder.desc);
  }
  if (f.page && f.page > 1) q.set('page', String(f.page));
  if (f.pageSize && f.pageSize !== defaultPageSize) q.set('size', String(f.pageSize));
  const s = q.toString();
  return s ? `?${s}` : '';
}
