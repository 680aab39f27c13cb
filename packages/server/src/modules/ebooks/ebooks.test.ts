/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, type TestServer, type TestUser } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`ebooks [${db}]`, () => {
    let s: TestServer;
    let admin: TestUser;
    beforeAll(async () => {
      s = await startServer(db);
      admin = await s.user('admin');
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    const newBook = async (over: Record<string, unknown> = {}) => {
      const res = await s.api('POST', '/api/ebookcourses', {
        token: admin.token,
        body: {
          title: 'Git in Practice',
          category: 'Tools',
          description: 'Branches and merges.',
          ...over,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const add = (id: string, body: Record<string, unknown>) =>
      s.api('POST', `/api/ebookcourses/${id}/modules`, { token: admin.token, body });
    const orderOf = async (id: string) =>
      (await s.api('GET', `/api/ebookcourses/${id}`, { token: admin.token })).body.modules.map(
        (m: any) => `${m.order}:${m.title}`,
      );

    it('creates unpublished e-books for admins only; publishing needs a module', async () => {
      const student = await s.user('student');
      const mentor = await s.user('mentor');
      expect(
        (
          await s.api('POST', '/api/ebookcourses', {
            token: student.token,
            body: { title: 'No', category: 'X' },
          })
        ).status,
      ).toBe(403);
      // Cover links are fetched into Campus's storage: lib/covers.test.ts.
      const book = await newBook({ authorId: mentor.id });
      expect(book).toMatchObject({
        published: false,
        moduleCount: 0,
        estimatedMinutes: 0,
        modules: [],
        author: { _id: mentor.id, role: 'mentor' },
      });
      expect(
        (
          await s.api('POST', '/api/ebookcourses', {
            token: admin.token,
            body: { title: 'Pub', category: 'X', published: true },
          })
        ).status,
      ).toBe(400);
      const badAuthor = await s.api('POST', '/api/ebookcourses', {
        token: admin.token,
        body: { title: 'Bad author', category: 'X', authorId: student.id },
      });
      expect(badAuthor.status).toBe(400);
      expect(badAuthor.body.errors[0].path).toBe('authorId');
      const early = await s.api('PATCH', `/api/ebookcourses/${book._id}`, {
        token: admin.token,
        body: { published: true },
      });
      expect(early.status).toBe(400);
      await add(book._id, { title: 'Intro', content: '<p>Hello</p>' });
      const pub = await s.api('PATCH', `/api/ebookcourses/${book._id}`, {
        token: admin.token,
        body: { published: true, coverImageUrl: null, title: 'Git, Practically' },
      });
      expect(pub.body).toMatchObject({
        published: true,
        title: 'Git, Practically',
        moduleCount: 1,
      });
      expect(pub.body.coverImageUrl).toBeUndefined();
    });

    it('shows published e-books to everyone and drafts to admins only (a bad token counts as none)', async () => {
      const student = await s.user('student');
      const tag = `zb${Date.now().toString(36)}`;
      const draft = await newBook({ title: `Draft ${tag}` });
      const live = await newBook({ title: `Live ${tag}`, category: 'Career Skills' });
      const mod = (await add(live._id, { title: 'Only', content: '<p>x</p>' })).body;
      await add(draft._id, { title: 'Hidden', content: '<p>y</p>' });
      await s.api('PATCH', `/api/ebookcourses/${live._id}`, {
        token: admin.token,
        body: { published: true },
      });

      const ids = (r: any) => r.body.items.map((b: any) => b._id);
      expect(ids(await s.api('GET', `/api/ebookcourses?search=${tag}&published=false`))).toEqual([
        live._id,
      ]);
      expect(
        ids(await s.api('GET', `/api/ebookcourses?search=${tag}`, { token: 'garbage' })),
      ).toEqual([live._id]);
      expect(
        ids(await s.api('GET', `/api/ebookcourses?search=${tag}`, { token: admin.token })),
      ).toEqual([draft._id, live._id]);
      expect(
        ids(
          await s.api('GET', `/api/ebookcourses?search=${tag}&published=false`, {
            token: admin.token,
          }),
        ),
      ).toEqual([draft._id]);
      expect(
        ids(await s.api('GET', `/api/ebookcourses?search=${tag}&category=career%20skills`)),
      ).toEqual([live._id]);
      expect(
        ids(
          await s.api('GET', `/api/ebookcourses?search=${tag}&sort=newest`, { token: admin.token }),
        ),
      ).toEqual([live._id, draft._id]);

      for (const path of [
        `/api/ebookcourses/${draft._id}`,
        `/api/ebookcourses/${draft._id}/modules`,
      ]) {
        expect((await s.api('GET', path)).status).toBe(404);
        expect((await s.api('GET', path, { token: student.token })).status).toBe(404);
        expect((await s.api('GET', path, { token: admin.token })).status).toBe(200);
      }
      const modules = await s.api('GET', `/api/ebookcourses/${live._id}/modules`);
      expect(modules.body).toEqual([
        expect.objectContaining({
          _id: mod._id,
          content: '<p>x</p>',
          order: 1,
          ebookCourseId: live._id,
        }),
      ]);
      expect(
        (await s.api('GET', `/api/ebookcourses/${live._id}/modules/${mod._id}`)).body.title,
      ).toBe('Only');
      expect(
        (
          await s.api('GET', `/api/ebookcourses/${draft._id}/modules/${mod._id}`, {
            token: admin.token,
          })
        ).status,
      ).toBe(404);
    });

    it('keeps module orders 1..n through inserts, moves and deletes; sanitises content; estimates reading time', async () => {
      const book = await newBook();
      const a = (await add(book._id, { title: 'A', content: `<p>${'word '.repeat(450)}</p>` }))
        .body;
      expect(a).toMatchObject({ order: 1, estimatedMinutes: 3 });
      const c = (await add(book._id, { title: 'C', content: '<p>c</p>', estimatedMinutes: 12 }))
        .body;
      const b = (await add(book._id, { title: 'B', content: '<p>b</p>', order: 2 })).body;
      await add(book._id, { title: 'D', content: '<p>d</p>', order: 99 });
      expect(await orderOf(book._id)).toEqual(['1:A', '2:B', '3:C', '4:D']);

      const moved = await s.api('PATCH', `/api/ebookcourses/${book._id}/modules/${a._id}`, {
        token: admin.token,
        body: { order: 3 },
      });
      expect(moved.body.order).toBe(3);
      expect(await orderOf(book._id)).toEqual(['1:B', '2:C', '3:A', '4:D']);
      await s.api('PATCH', `/api/ebookcourses/${book._id}/modules/${a._id}`, {
        token: admin.token,
        body: { order: 1 },
      });
      expect(await orderOf(book._id)).toEqual(['1:A', '2:B', '3:C', '4:D']);
      await s.api('PATCH', `/api/ebookcourses/${book._id}/modules/${b._id}`, {
        token: admin.token,
        body: { order: 50 },
      });
      expect(await orderOf(book._id)).toEqual(['1:A', '2:C', '3:D', '4:B']);
      expect(
        (
          await s.api('DELETE', `/api/ebookcourses/${book._id}/modules/${c._id}`, {
            token: admin.token,
          })
        ).status,
      ).toBe(204);
      expect(await orderOf(book._id)).toEqual(['1:A', '2:D', '3:B']);

      const dirty = await s.api('PATCH', `/api/ebookcourses/${book._id}/modules/${b._id}`, {
        token: admin.token,
        body: {
          content:
            '<h2 onmouseover="x()">Title</h2><script>evil()</script><a href="javascript:alert(1)">link</a><iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://evil.test/"></iframe><img src="x" onerror="boom()">',
        },
      });
      expect(dirty.status).toBe(200);
      expect(dirty.body.content).not.toMatch(/script|onmouseover|onerror|javascript:|evil\.test/);
      expect(dirty.body.content).toContain('player.vimeo.com');
      const onlyScript = await add(book._id, { title: 'X', content: '<script>alert(1)</script>' });
      expect(onlyScript.status).toBe(400);
      const huge = await add(book._id, { title: 'Huge', content: `<p>${'x'.repeat(210_000)}</p>` });
      expect(huge.status).toBe(413);

      const detail = (await s.api('GET', `/api/ebookcourses/${book._id}`, { token: admin.token }))
        .body;
      expect(detail.estimatedMinutes).toBe(
        detail.modules.reduce((n: number, m: any) => n + m.estimatedMinutes, 0),
      );
      const other = await newBook();
      expect(
        (
          await s.api('PATCH', `/api/ebookcourses/${other._id}/modules/${a._id}`, {
            token: admin.token,
            body: { title: 'x' },
          })
        ).status,
      ).toBe(404);
      expect((await add(book._id, { title: '', content: '<p>x</p>' })).status).toBe(400);
    });

    it('unpublishes when the last module goes, and deletes an e-book with its modules', async () => {
      const book = await newBook();
      const m = (await add(book._id, { title: 'Only', content: '<p>x</p>' })).body;
      await s.api('PATCH', `/api/ebookcourses/${book._id}`, {
        token: admin.token,
        body: { published: true },
      });
      await s.api('DELETE', `/api/ebookcourses/${book._id}/modules/${m._id}`, {
        token: admin.token,
      });
      const after = (await s.api('GET', `/api/ebookcourses/${book._id}`, { token: admin.token }))
        .body;
      expect(after).toMatchObject({ published: false, moduleCount: 0 });
      expect(
        (await s.api('DELETE', `/api/ebookcourses/${book._id}`, { token: admin.token })).status,
      ).toBe(204);
      expect(
        (await s.api('GET', `/api/ebookcourses/${book._id}`, { token: admin.token })).status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/ebookcourses/${book._id}`, { token: admin.token })).status,
      ).toBe(404);
    });
  });
}
