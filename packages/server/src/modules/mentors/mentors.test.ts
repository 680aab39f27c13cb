import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, uniqueEmail, type TestServer } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`mentors [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    const profile = (extra: Record<string, unknown> = {}) => ({
      name: 'Kavya Menon',
      email: uniqueEmail('kavya'),
      headline: 'Staff engineer, distributed systems',
      expertise: ['Go', 'Kubernetes'],
      domains: ['cloud'],
      ...extra,
    });

    it('keeps the public directory to listed profiles, without emails; admins may include unlisted', async () => {
      const admin = await s.user('admin');
      const tag = `Qz${Date.now().toString(36)}`;
      // The directory lists only profiles of real, working mentor accounts.
      const account = await s.user('mentor');
      const listed = await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: profile({ name: `${tag} Listed`, listed: true, userId: account.id }),
      });
      expect(listed.status).toBe(201);
      expect(listed.body.email).toBeTypeOf('string');
      const hidden = await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: profile({ name: `${tag} Hidden` }),
      });
      expect(hidden.body.listed).toBe(false);

      const anon = await s.api('GET', `/api/mentors?search=${tag}`);
      expect(anon.status).toBe(200);
      expect(anon.body.items.map((m: { name: string }) => m.name)).toEqual([`${tag} Listed`]);
      expect(anon.body.items[0].email).toBeUndefined();
      const ignored = await s.api('GET', `/api/mentors?search=${tag}&includeUnlisted=true`);
      expect(ignored.body.items).toHaveLength(1);
      const student = await s.user('student');
      expect(
        (
          await s.api('GET', `/api/mentors?search=${tag}&includeUnlisted=true`, {
            token: student.token,
          })
        ).body.items,
      ).toHaveLength(1);
      const all = await s.api('GET', `/api/mentors?search=${tag}&includeUnlisted=true`, {
        token: admin.token,
      });
      expect(all.body.items).toHaveLength(2);
      expect(all.body.items[0].email).toBeTypeOf('string');
      // A broken token on a public call is just anonymous.
      expect((await s.api('GET', `/api/mentors?search=${tag}`, { token: 'nope' })).status).toBe(
        200,
      );

      expect(
        (await s.api('GET', `/api/mentors?expertise=kubernetes&search=${tag}`)).body.items,
      ).toHaveLength(1);
      expect(
        (await s.api('GET', `/api/mentors?expertise=kube&search=${tag}`)).body.items,
      ).toHaveLength(0);
      expect(
        (await s.api('GET', `/api/mentors?domain=cloud&search=${tag}`)).body.items,
      ).toHaveLength(1);
      expect(
        (await s.api('GET', `/api/mentors?search=distributed`)).body.items.length,
      ).toBeGreaterThan(0);

      expect((await s.api('GET', `/api/mentors/${listed.body._id}`)).body.email).toBeUndefined();
      expect((await s.api('GET', `/api/mentors/${hidden.body._id}`)).status).toBe(404);
      expect(
        (await s.api('GET', `/api/mentors/${hidden.body._id}`, { token: admin.token })).status,
      ).toBe(200);
    });

    it('creates with links and clashes, deletes; only admins', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const student = await s.user('student');
      const body = profile({ userId: mentor.id });
      const created = await s.api('POST', '/api/mentors', { token: admin.token, body });
      expect(created.status).toBe(201);
      expect(created.body.userId).toBe(mentor.id);
      expect(
        (
          await s.api('POST', '/api/mentors', {
            token: admin.token,
            body: profile({ userId: mentor.id }),
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await s.api('POST', '/api/mentors', {
            token: admin.token,
            body: profile({ email: body.email }),
          })
        ).status,
      ).toBe(409);
      const bad = await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: profile({ userId: student.id }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('userId');
      expect(
        (await s.api('POST', '/api/mentors', { token: mentor.token, body: profile() })).status,
      ).toBe(403);
      expect(
        (await s.api('POST', '/api/mentors', { token: admin.token, body: { name: 'x' } })).status,
      ).toBe(400);
      expect(
        (await s.api('DELETE', `/api/mentors/${created.body._id}`, { token: mentor.token })).status,
      ).toBe(403);
      expect(
        (await s.api('DELETE', `/api/mentors/${created.body._id}`, { token: admin.token })).status,
      ).toBe(204);
      expect(
        (await s.api('DELETE', `/api/mentors/${created.body._id}`, { token: admin.token })).status,
      ).toBe(404);
      // The account stays.
      expect((await s.api('GET', '/api/auth/me', { token: mentor.token })).status).toBe(200);
    });

    it('lets a mentor edit their own presentation only', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const other = await s.user('mentor');
      const mine = (
        await s.api('POST', '/api/mentors', {
          token: admin.token,
          body: profile({ userId: mentor.id }),
        })
      ).body;
      const theirs = (
        await s.api('POST', '/api/mentors', {
          token: admin.token,
          body: profile({ userId: other.id }),
        })
      ).body;
      const ok = await s.api('PUT', `/api/mentors/${mine._id}`, {
        token: mentor.token,
        body: {
          headline: 'Principal engineer',
          expertise: ['Go', 'gRPC'],
          linkedinUrl: 'https://linkedin.com/in/kavya',
        },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        headline: 'Principal engineer',
        expertise: ['Go', 'gRPC'],
        listed: false,
      });
      for (const field of [{ listed: true }, { userId: other.id }, { email: uniqueEmail() }]) {
        const res = await s.api('PUT', `/api/mentors/${mine._id}`, {
          token: mentor.token,
          body: field,
        });
        expect(res.status).toBe(403);
        expect(res.body.message).toContain(Object.keys(field)[0]);
      }
      expect(
        (
          await s.api('PUT', `/api/mentors/${theirs._id}`, {
            token: mentor.token,
            body: { headline: 'Hacked' },
          })
        ).status,
      ).toBe(403);
      const listed = await s.api('PUT', `/api/mentors/${mine._id}`, {
        token: admin.token,
        body: { listed: true },
      });
      expect(listed.body.listed).toBe(true);
      const clash = await s.api('PUT', `/api/mentors/${mine._id}`, {
        token: admin.token,
        body: { userId: other.id },
      });
      expect(clash.status).toBe(409);
      const me = await s.api('GET', '/api/mentors/me', { token: mentor.token });
      expect(me.body).toMatchObject({ _id: mine._id, email: mine.email });
      const none = await s.user('instructor');
      expect((await s.api('GET', '/api/mentors/me', { token: none.token })).status).toBe(404);
    });

    it('creates an unlisted profile when a mentor registers', async () => {
      const email = uniqueEmail('newmentor');
      const res = await s.api('POST', '/api/auth/register-mentor', {
        body: {
          name: 'Nikhil Joshi',
          email,
          password: 'secret123',
          expertise: ['Python', 'Pandas'],
          bio: 'Analytics lead',
          yearsOfExperience: 7,
        },
      });
      expect(res.status).toBe(201);
      const mine = await s.api('GET', '/api/mentors/me', { token: res.body.token });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({
        name: 'Nikhil Joshi',
        listed: false,
        expertise: ['Python', 'Pandas'],
        yearsOfExperience: 7,
        email,
      });
      expect((await s.api('GET', `/api/mentors/${mine.body._id}`)).status).toBe(404);
    });
  });
}
