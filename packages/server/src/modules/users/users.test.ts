import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  nextEvent,
  startServer,
  testDatabases,
  type TestServer,
} from '../../testing/server';

for (const db of testDatabases()) {
  describe(`users [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('lists users for admins with role, search and pages', async () => {
      const admin = await s.user('admin');
      const tag = `zq${Date.now().toString(36)}`;
      for (let i = 0; i < 3; i++) await s.user('mentor', { name: `Mentor ${tag} ${i}` });
      await s.user('student', { name: `Student ${tag}` });
      const page1 = await s.api('GET', `/api/users?role=mentor&search=${tag}&pageSize=2`, {
        token: admin.token,
      });
      expect(page1.status).toBe(200);
      expect(page1.body).toMatchObject({ pageSize: 2, nextCursor: expect.any(String) });
      expect(page1.body.items).toHaveLength(2);
      const page2 = await s.api(
        'GET',
        `/api/users?role=mentor&search=${tag}&pageSize=2&cursor=${page1.body.nextCursor}`,
        { token: admin.token },
      );
      expect(page2.body.items).toHaveLength(1);
      expect(page2.body.nextCursor).toBeNull();
      const all = await s.api('GET', `/api/users?search=${tag.toUpperCase()}`, {
        token: admin.token,
      });
      expect(all.body.items).toHaveLength(4);
    });

    it('shows a user only to those who may see them (404 otherwise)', async () => {
      const [a, b, mentor] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('mentor'),
      ];
      expect((await s.api('GET', `/api/users/${a.id}`, { token: a.token })).status).toBe(200);
      expect((await s.api('GET', `/api/users/${a.id}`, { token: b.token })).status).toBe(404);
      expect((await s.api('GET', `/api/users/${mentor.id}`, { token: b.token })).status).toBe(200);
      const profile = await s.api('GET', '/api/users/profile', { token: a.token });
      expect(profile.body.stats).toMatchObject({ enrolledCourses: 0, pendingTasks: 0 });
    });

    it('deactivates: login and old tokens answer 403 "deactivated", open sockets close', async () => {
      const admin = await s.user('admin');
      const u = await s.user('student');
      const socket = s.socket(u.token);
      await connected(socket);
      const closed = nextEvent(socket, 'disconnect');

      const res = await s.api('PATCH', `/api/users/${u.id}/deactivate`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.user.isActive).toBe(false);
      await closed;

      const old = await s.api('GET', '/api/auth/me', { token: u.token });
      expect(old.status).toBe(403);
      expect(old.body.message).toMatch(/deactivated/);
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
      });
      expect(login.status).toBe(403);
      expect(login.body.message).toMatch(/deactivated/);
      const again = s.socket(u.token);
      await expect(connected(again)).rejects.toThrow(/deactivated/);

      // Reactivated: a fresh login works, the old token stays dead.
      expect(
        (await s.api('PATCH', `/api/users/${u.id}/activate`, { token: admin.token })).status,
      ).toBe(200);
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      expect(
        (await s.api('POST', '/api/auth/login', { body: { email: u.email, password: u.password } }))
          .status,
      ).toBe(200);
    });

    it('does not let an admin deactivate themself', async () => {
      const admin = await s.user('admin');
      const res = await s.api('PATCH', `/api/users/${admin.id}/deactivate`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/your own account/);
    });

    it('ends old tokens when the role changes', async () => {
      const admin = await s.user('admin');
      const u = await s.user('student');
      const res = await s.api('PATCH', `/api/users/${u.id}/role`, {
        token: admin.token,
        body: { role: 'mentor' },
      });
      expect(res.body.user.role).toBe('mentor');
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
      });
      expect(login.body.user.role).toBe('mentor');
    });

    it('lists mentors for anyone signed in, active ones only for non-admins', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const hidden = await s.user('mentor', { name: 'Hidden Mentor' });
      await s.api('PATCH', `/api/users/${hidden.id}/deactivate`, { token: admin.token });
      const seen = await s.api('GET', '/api/users/mentors?search=Hidden%20Mentor', {
        token: student.token,
      });
      expect(seen.body.items).toHaveLength(0);
      const byAdmin = await s.api('GET', '/api/users/mentors?search=Hidden%20Mentor', {
        token: admin.token,
      });
      expect(byAdmin.body.items).toHaveLength(1);
    });

    it('lists only deactivated (active=false) or only active (active=true) mentors for admins', async () => {
      const admin = await s.user('admin');
      const tag = `act${Date.now().toString(36)}`;
      const gone = await s.user('mentor', { name: `Gone ${tag}` });
      await s.user('mentor', { name: `Here ${tag}` });
      await s.api('PATCH', `/api/users/${gone.id}/deactivate`, { token: admin.token });
      const names = async (active: string) => {
        const res = await s.api('GET', `/api/users/mentors?search=${tag}&active=${active}`, {
          token: admin.token,
        });
        expect(res.status).toBe(200);
        return (res.body.items as { name: string }[]).map((u) => u.name);
      };
      expect(await names('false')).toEqual([`Gone ${tag}`]);
      expect(await names('true')).toEqual([`Here ${tag}`]);
    });
  });
}
