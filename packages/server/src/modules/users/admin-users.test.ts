// The admin's users table: server-side sort and the bulk activate/deactivate, over real
// HTTP and authorised by role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  startServer,
  testDatabases,
  type TestServer,
} from '../../testing/server';

for (const db of testDatabases()) {
  describe(`admin users [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('sorts by name case-insensitively, by role, and pages without overlap', async () => {
      const admin = await s.user('admin');
      const tag = `srt${Date.now().toString(36)}`;
      for (const name of ['bravo', 'Alpha', 'charlie', 'Delta'])
        await s.user('student', { name: `${name} ${tag}` });
      await s.user('mentor', { name: `echo ${tag}` });
      const names = async (query: string) =>
        (
          (await s.api('GET', `/api/users?search=${tag}&${query}`, { token: admin.token })).body
            .items as { name: string }[]
        ).map((u) => u.name.split(' ')[0]);
      expect(await names('sort=name&order=asc')).toEqual([
        'Alpha',
        'bravo',
        'charlie',
        'Delta',
        'echo',
      ]);
      expect(await names('sort=name&order=desc')).toEqual([
        'echo',
        'Delta',
        'charlie',
        'bravo',
        'Alpha',
      ]);
      expect((await names('sort=role&order=asc'))[0]).toBe('echo');
      const first = await s.api('GET', `/api/users?search=${tag}&sort=name&order=asc&pageSize=2`, {
        token: admin.token,
      });
      const p1 = await names('sort=name&order=asc&pageSize=2');
      const p2 = await names(`sort=name&order=asc&pageSize=2&cursor=${first.body.nextCursor}`);
      expect([...p1, ...p2]).toEqual(['Alpha', 'bravo', 'charlie', 'Delta']);
      // A cursor read with one sort is refused by another (400, never a row mid-way).
      const other = await s.api(
        'GET',
        `/api/users?search=${tag}&sort=email&pageSize=2&cursor=${first.body.nextCursor}`,
        { token: admin.token },
      );
      expect(other.status).toBe(400);
      const bad = await s.api('GET', '/api/users?sort=password', { token: admin.token });
      expect(bad.status).toBe(400);
    });

    it('refuses the users list and bulk changes to every other role', async () => {
      const target = await s.user('student');
      for (const role of ['student', 'mentor', 'instructor'] as const) {
        const u = await s.user(role);
        expect((await s.api('GET', '/api/users', { token: u.token })).status).toBe(403);
        const bulk = await s.api('POST', '/api/admin/users/status', {
          token: u.token,
          body: { ids: [target.id], active: false },
        });
        expect(bulk.status).toBe(403);
      }
      expect((await s.api('GET', '/api/users')).status).toBe(401);
    });

    it('bulk deactivates: signed out everywhere, own account skipped, summary of what changed', async () => {
      const admin = await s.user('admin');
      const [a, b, already] = [
        await s.user('student'),
        await s.user('mentor'),
        await s.user('student'),
      ];
      await s.api('PATCH', `/api/users/${already.id}/deactivate`, { token: admin.token });
      const socket = s.socket(a.token);
      await connected(socket);
      const closed = nextEvent(socket, 'disconnect');

      const res = await s.api('POST', '/api/admin/users/status', {
        token: admin.token,
        body: { ids: [a.id, b.id, already.id, admin.id], active: false },
      });
      expect(res.status).toBe(200);
      expect((res.body.changed as { _id: string }[]).map((u) => u._id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      expect(res.body.changed.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
      expect(res.body.unchanged).toEqual([already.id]);
      expect(res.body.skipped).toEqual([
        { id: admin.id, reason: 'You cannot deactivate your own account.' },
      ]);
      await closed;
      const old = await s.api('GET', '/api/auth/me', { token: b.token });
      expect(old.status).toBe(403);
      expect(old.body.message).toMatch(/deactivated/);
      // The admin is still signed in.
      expect((await s.api('GET', '/api/auth/me', { token: admin.token })).status).toBe(200);

      const back = await s.api('POST', '/api/admin/users/status', {
        token: admin.token,
        body: { ids: [a.id, b.id], active: true },
      });
      expect(back.body.changed).toHaveLength(2);
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: a.email, password: a.password },
      });
      expect(login.status).toBe(200);
    });

    it('changes nothing when one id is unknown (404), and refuses an empty list (400)', async () => {
      const admin = await s.user('admin');
      const u = await s.user('student');
      const res = await s.api('POST', '/api/admin/users/status', {
        token: admin.token,
        body: { ids: [u.id, '00000000-0000-4000-8000-000000000000'], active: false },
      });
      expect(res.status).toBe(404);
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
      const empty = await s.api('POST', '/api/admin/users/status', {
        token: admin.token,
        body: { ids: [], active: false },
      });
      expect(empty.status).toBe(400);
    });
  });
}
