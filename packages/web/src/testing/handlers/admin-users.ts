import type { Role, User } from '@campus/sdk';
import {
  getActivateUserMockHandler,
  getBulkSetUserStatusMockHandler,
  getChangeUserRoleMockHandler,
  getCreateUserMockHandler,
  getDeactivateUserMockHandler,
  getListUsersMockHandler,
} from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/users']];

const people: [string, Role, boolean][] = [
  ['Asha Rao', 'student', true],
  ['Ravi Kumar', 'student', true],
  ['Meera Iyer', 'mentor', true],
  ['Vikram Nair', 'instructor', true],
  ['Priya Shah', 'admin', true],
  ['Farhan Khan', 'student', false],
  ['Divya Menon', 'student', true],
  ['Kiran Das', 'mentor', false],
];

/** Eight accounts of every role and status, the admin (Priya Shah, u-admin-1) among them. */
export const adminUserList: User[] = people.map(([name, role, isActive], i) =>
  makeUser({
    _id: role === 'admin' ? 'u-admin-1' : `u-${i + 1}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    role,
    isActive,
    createdAt: new Date(Date.UTC(2026, 9, 1 + i * 3, 9)).toISOString(),
  }),
);

/**
 * A small in-memory users API for stories: search, filters, sort and pages as the server does
 * them, and activate / deactivate / role / bulk / create that change what the list answers next.
 */
export function usersApi(seed: User[] = adminUserList) {
  let users = seed.map((u) => ({ ...u }));
  const patch = (id: string, change: Partial<User>) => {
    users = users.map((u) => (u._id === id ? { ...u, ...change } : u));
    return users.find((u) => u._id === id)!;
  };
  return [
    getListUsersMockHandler(({ request }) => {
      const q = new URL(request.url).searchParams;
      const search = q.get('search')?.toLowerCase();
      const sort = (q.get('sort') ?? 'createdAt') as 'name' | 'email' | 'role' | 'createdAt';
      const dir = q.get('order') === 'asc' ? 1 : -1;
      // The cursor here is the number of rows before the page (the server's is a keyset).
      const start = Number(q.get('cursor') ?? 0);
      const pageSize = Number(q.get('pageSize') ?? 20);
      const found = users
        .filter(
          (u) =>
            (!search || `${u.name} ${u.email}`.toLowerCase().includes(search)) &&
            (!q.get('role') || u.role === q.get('role')) &&
            (!q.get('active') || String(u.isActive) === q.get('active')),
        )
        .sort((a, b) => dir * a[sort].localeCompare(b[sort]));
      return {
        items: found.slice(start, start + pageSize),
        nextCursor: start + pageSize < found.length ? String(start + pageSize) : null,
        pageSize,
      };
    }),
    getDeactivateUserMockHandler(({ params }) => ({
      user: patch(String(params['id']), { isActive: false }),
    })),
    getActivateUserMockHandler(({ params }) => ({
      user: patch(String(params['id']), { isActive: true }),
    })),
    getChangeUserRoleMockHandler(async ({ params, request }) => {
      const { role } = (await request.json()) as { role: Role };
      return { user: patch(String(params['id']), { role }) };
    }),
    getBulkSetUserStatusMockHandler(async ({ request }) => {
      const { ids, active } = (await request.json()) as { ids: string[]; active: boolean };
      const changed = ids
        .filter((id) => users.find((u) => u._id === id)?.isActive !== active)
        .map((id) => patch(id, { isActive: active }));
      return {
        changed,
        unchanged: ids.filter((id) => !changed.some((u) => u._id === id)),
        skipped: [],
      };
    }),
    getCreateUserMockHandler(async ({ request }) => {
      const body = (await request.json()) as { name: string; email: string; role: Role };
      const user = makeUser({ ...body, _id: `u-new-${users.length}`, hasPassword: false });
      users = [user, ...users];
      return { user };
    }),
  ];
}

export const adminUsers: HandlerGroups = {
  full: usersApi(),
  empty: [getListUsersMockHandler({ items: [], nextCursor: null, pageSize: 20 })],
  error: failing(routes),
  loading: pending(routes),
};
