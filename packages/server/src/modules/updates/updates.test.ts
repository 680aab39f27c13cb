import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, useServer, type TestUser } from '../../testing/server';

let n = 0;

for (const db of testDatabases()) {
  describe(`mentor updates [${db}]`, () => {
    const s = useServer(db);
    let admin: TestUser;
    beforeAll(async () => {
      admin = await s.user('admin');
    });

    async function assign(
      mentor: TestUser,
      students: TestUser[],
      batch: { monthYear: string; domain: string },
    ) {
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
    }

    it('shows students their mentor’s updates and their batch’s, pinned first then newest', async () => {
      const [m1, m2, m3] = [await s.user('mentor'), await s.user('mentor'), await s.user('mentor')];
      const [a, b, c] = [await s.user('student'), await s.user('student'), await s.user('student')];
      const b1 = { monthYear: '2026-11', domain: `up${n++}` };
      const b2 = { monthYear: '2026-11', domain: `up${n++}` };
      await assign(m1, [a], b1);
      await assign(m2, [b], b1); // a second mentor of the same batch
      await assign(m3, [c], b2);
      const post = (m: TestUser, body: Record<string, unknown>) =>
        s.api('POST', '/api/mentor-updates', { token: m.token, body });
      const first = await post(m1, {
        title: 'Welcome to the cohort',
        body: 'Hello all!\nSee you Monday.',
        audience: { scope: 'all' },
      });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        bodyFormat: 'text',
        pinned: false,
        audience: { scope: 'all' },
        mentor: { _id: m1.id },
      });
      const pinned = await post(m1, {
        title: 'Rules',
        body: 'Be kind',
        audience: { scope: 'all' },
        pinned: true,
      });
      const toBatch = await post(m2, {
        title: 'Batch quiz Friday',
        body: 'Revise SQL joins',
        audience: { scope: 'batch', batch: b1 },
      });
      expect(toBatch.body.audience).toEqual({ scope: 'batch', batch: b1 });
      await post(m2, {
        title: 'For my own students',
        body: 'Office hours',
        audience: { scope: 'all' },
      });
      await post(m3, { title: 'Other batch', body: 'x', audience: { scope: 'all' } });

      const seen = await s.api('GET', '/api/mentor-updates', { token: a.token });
      expect(seen.body.items.map((u: { title: string }) => u.title)).toEqual([
        'Rules',
        'Batch quiz Friday',
        'Welcome to the cohort',
      ]);
      expect(seen.body.nextCursor).toBeNull();
      const seenB = await s.api('GET', '/api/mentor-updates', { token: b.token });
      expect(seenB.body.items.map((u: { title: string }) => u.title)).toEqual([
        'For my own students',
        'Batch quiz Friday',
      ]);
      const loner = await s.user('student');
      expect(
        (await s.api('GET', '/api/mentor-updates', { token: loner.token })).body,
      ).toMatchObject({ items: [], nextCursor: null });
      const mine = await s.api('GET', '/api/mentor-updates/mine?pageSize=1', { token: m1.token });
      expect(mine.body).toMatchObject({ nextCursor: expect.any(String), pageSize: 1 });
      expect(mine.body.items[0]._id).toBe(pinned.body._id);
      // Two in all: the next page holds the other one and is the last.
      const rest = await s.api(
        'GET',
        `/api/mentor-updates/mine?pageSize=1&cursor=${mine.body.nextCursor}`,
        { token: m1.token },
      );
      expect(rest.body.items).toHaveLength(1);
      expect(rest.body.items[0]._id).not.toBe(pinned.body._id);
      expect(rest.body.nextCursor).toBeNull();
      expect((await s.api('GET', '/api/mentor-updates', { token: m1.token })).status).toBe(403);
    });

    it('checks the audience and sanitises HTML', async () => {
      const m = await s.user('mentor');
      const other = await s.user('mentor');
      const st = await s.user('student');
      const mine = { monthYear: '2026-12', domain: `up${n++}` };
      const theirs = { monthYear: '2026-12', domain: `up${n++}` };
      await assign(m, [st], mine);
      await assign(other, [await s.user('student')], theirs);
      const post = (body: Record<string, unknown>) =>
        s.api('POST', '/api/mentor-updates', { token: m.token, body });
      expect((await post({ title: 't', body: 'b', audience: { scope: 'batch' } })).status).toBe(
        400,
      );
      expect(
        (await post({ title: 't', body: 'b', audience: { scope: 'batch', batch: theirs } })).status,
      ).toBe(403);
      expect((await post({ title: '', body: 'b', audience: { scope: 'all' } })).status).toBe(400);
      const html = await post({
        title: 'Resources',
        bodyFormat: 'html',
        audience: { scope: 'batch', batch: mine },
        body: '<p onclick="steal()">Read <strong>this</strong><script>alert(1)</script> <a href="https://developer.mozilla.org">MDN</a> <a href="javascript:alert(1)">bad</a><img src=x onerror=alert(1)></p><h1>Big</h1><ul><li>one</li></ul>',
      });
      expect(html.status).toBe(201);
      const out = html.body.body as string;
      expect(out).not.toMatch(/script|onclick|onerror|<img|<h1|javascript:/i);
      expect(out).toContain(
        '<a href="https://developer.mozilla.org" target="_blank" rel="noopener noreferrer">MDN</a>',
      );
      expect(out).toContain('<strong>this</strong>');
      expect(out).toContain('<ul><li>one</li></ul>');
      expect(
        (
          await post({
            title: 'x',
            bodyFormat: 'html',
            body: '<script>x()</script>',
            audience: { scope: 'all' },
          })
        ).status,
      ).toBe(400);
    });

    it('edits and deletes only one’s own (admins may delete)', async () => {
      const m = await s.user('mentor');
      const other = await s.user('mentor');
      const created = (
        await s.api('POST', '/api/mentor-updates', {
          token: m.token,
          body: { title: 'Draft', body: 'Text', audience: { scope: 'all' } },
        })
      ).body;
      await new Promise((r) => setTimeout(r, 20));
      const edited = await s.api('PUT', `/api/mentor-updates/${created._id}`, {
        token: m.token,
        body: {
          pinned: true,
          bodyFormat: 'html',
          body: '<p>Now <em>rich</em><iframe src="https://x.example.com"></iframe></p>',
        },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        pinned: true,
        title: 'Draft',
        body: '<p>Now <em>rich</em></p>',
        createdAt: created.createdAt,
      });
      expect(edited.body.updatedAt > created.updatedAt).toBe(true);
      expect(
        (
          await s.api('PUT', `/api/mentor-updates/${created._id}`, {
            token: other.token,
            body: { title: 'Mine' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/mentor-updates/${created._id}`, { token: other.token }))
          .status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/mentor-updates/${created._id}`, { token: admin.token }))
          .status,
      ).toBe(204);
      expect(
        (await s.api('DELETE', `/api/mentor-updates/${created._id}`, { token: m.token })).status,
      ).toBe(404);
    });
  });
}
