/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, type TestServer } from '../../testing/server';
import { curriculumInput, lessonIds, makeCourse } from './fixtures';

for (const db of testDatabases()) {
  describe(`courses [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('creates a draft with its curriculum: ids, 1-based orders, computed counts, sanitised HTML', async () => {
      const inst = await s.user('instructor');
      const modules = curriculumInput();
      modules[0]!.lessons[1]!.content =
        '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><iframe src="https://evil.test/x"></iframe><iframe src="https://www.youtube.com/embed/ok"></iframe>';
      const res = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: {
          title: 'Draft course',
          category: 'Web Development',
          level: 'beginner',
          price: 0,
          modules,
        },
      });
      expect(res.status).toBe(201);
      const c = res.body;
      expect(c).toMatchObject({
        status: 'draft',
        publishedAt: null,
        moduleCount: 2,
        lessonCount: 3,
        durationMinutes: 18,
        enrolledCount: 0,
        ratingAverage: 0,
        instructor: { _id: inst.id, role: 'instructor' },
        viewer: { enrolled: false, canEdit: true },
      });
      expect(c.modules.map((m: any) => m.order)).toEqual([1, 2]);
      expect(c.modules[0].lessons.map((l: any) => l.order)).toEqual([1, 2]);
      const html = c.modules[0].lessons[1].content as string;
      expect(html).not.toMatch(/script|onclick|javascript:|evil\.test/);
      expect(html).toContain('https://www.youtube.com/embed/ok');
      expect(html).toContain('Read');
    });

    it('refuses to publish an incomplete course, naming every missing field', async () => {
      const inst = await s.user('instructor');
      const res = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: {
          title: 'Half done',
          category: 'Data',
          level: 'beginner',
          price: 100,
          status: 'published',
          modules: [
            {
              title: 'M',
              lessons: [
                { title: 'V', type: 'video' },
                { title: 'A', type: 'article', content: '<script>only()</script>' },
              ],
            },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: any) => e.path).sort()).toEqual([
        'description',
        'modules.0.lessons.0.videoUrl',
        'modules.0.lessons.1.content',
      ]);
      const empty = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: {
          title: 'Empty',
          description: 'x',
          category: 'D',
          level: 'beginner',
          price: 0,
          status: 'published',
        },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.errors).toEqual([{ path: 'modules', msg: expect.any(String) }]);
      const mine = await s.api('GET', `/api/courses?status=all&instructorId=${inst.id}`, {
        token: inst.token,
      });
      expect(mine.body.total).toBe(0);
    });

    it('publishes a complete course and sets publishedAt once', async () => {
      const inst = await s.user('instructor');
      const c = await makeCourse(s, inst.token, { status: 'draft' });
      const pub = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: { status: 'published' },
      });
      expect(pub.status).toBe(200);
      expect(pub.body.publishedAt).toEqual(expect.any(String));
      const unpub = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: { status: 'draft' },
      });
      const again = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: { status: 'published' },
      });
      expect(unpub.body.status).toBe('draft');
      expect(again.body.publishedAt).toBe(pub.body.publishedAt);
      const bad = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: { description: '  ' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('description');
    });

    it('lets only instructors and admins create; admins may name the instructor', async () => {
      const [student, inst, other, admin] = [
        await s.user('student'),
        await s.user('instructor'),
        await s.user('instructor'),
        await s.user('admin'),
      ];
      const body = { title: 'Role test', category: 'X', level: 'beginner', price: 0 };
      expect((await s.api('POST', '/api/courses', { body })).status).toBe(401);
      expect((await s.api('POST', '/api/courses', { token: student.token, body })).status).toBe(
        403,
      );
      const named = await s.api('POST', '/api/courses', {
        token: admin.token,
        body: { ...body, instructorId: inst.id },
      });
      expect(named.status).toBe(201);
      expect(named.body.instructor._id).toBe(inst.id);
      const wrong = await s.api('POST', '/api/courses', {
        token: admin.token,
        body: { ...body, instructorId: student.id },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].path).toBe('instructorId');
      const byInstructor = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: { ...body, instructorId: other.id },
      });
      expect(byInstructor.status).toBe(403);
      const invalid = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: { ...body, level: 'expert', price: -1 },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors.map((e: any) => e.path).sort()).toEqual(['level', 'price']);
    });

    it('serves the catalogue: drafts only to their author and admins, filters, search, sort and pages', async () => {
      const tag = `zk${Date.now().toString(36)}`;
      const [inst, other, admin, student] = [
        await s.user('instructor', { name: `Teacher ${tag}` }),
        await s.user('instructor'),
        await s.user('admin'),
        await s.user('student'),
      ];
      const a = await makeCourse(s, inst.token, {
        title: `Alpha ${tag}`,
        price: 500,
        category: 'Data Science',
        level: 'beginner',
      });
      const b = await makeCourse(s, inst.token, {
        title: `beta ${tag}`,
        price: 0,
        tags: [tag.toUpperCase()],
      });
      const draft = await makeCourse(s, inst.token, {
        title: `Gamma ${tag}`,
        status: 'draft',
        price: 900,
      });
      const otherDraft = await makeCourse(s, other.token, {
        title: `Delta ${tag}`,
        status: 'draft',
        description: tag,
      });

      const ids = (r: any) => r.body.items.map((c: any) => c._id);
      const anon = await s.api('GET', `/api/courses?search=${tag}&sort=title`);
      expect(anon.status).toBe(200);
      expect(ids(anon)).toEqual([a._id, b._id]);
      // A bad token on a public read counts as none (never 401).
      const stale = await s.api('GET', `/api/courses?search=${tag}&status=all`, {
        token: 'not-a-token',
      });
      expect(stale.status).toBe(200);
      expect(stale.body.total).toBe(2);
      expect(
        (await s.api('GET', `/api/courses?search=${tag}&status=all`, { token: student.token })).body
          .total,
      ).toBe(2);
      const own = await s.api('GET', `/api/courses?search=${tag}&status=draft`, {
        token: inst.token,
      });
      expect(ids(own)).toEqual([draft._id]);
      const ownAll = await s.api('GET', `/api/courses?search=${tag}&status=all&sort=title`, {
        token: inst.token,
      });
      expect(ids(ownAll)).toEqual([a._id, b._id, draft._id]);
      const adminDrafts = await s.api('GET', `/api/courses?search=${tag}&status=draft&sort=title`, {
        token: admin.token,
      });
      expect(ids(adminDrafts)).toEqual([otherDraft._id, draft._id]);

      // Search reaches tags and the instructor's name; filters combine.
      expect(ids(await s.api('GET', `/api/courses?search=${tag.toUpperCase()}&free=true`))).toEqual(
        [b._id],
      );
      expect((await s.api('GET', `/api/courses?search=Teacher%20${tag}`)).body.total).toBe(2);
      expect(
        ids(
          await s.api('GET', `/api/courses?search=${tag}&category=data%20science&level=beginner`),
        ),
      ).toEqual([a._id]);
      expect(ids(await s.api('GET', `/api/courses?search=${tag}&free=false`))).toEqual([a._id]);
      expect(ids(await s.api('GET', `/api/courses?search=${tag}&sort=price-desc`))).toEqual([
        a._id,
        b._id,
      ]);
      expect(ids(await s.api('GET', `/api/courses?search=${tag}&sort=price-asc`))).toEqual([
        b._id,
        a._id,
      ]);
      expect(ids(await s.api('GET', `/api/courses?search=${tag}&sort=newest`))).toEqual([
        b._id,
        a._id,
      ]);
      const p2 = await s.api('GET', `/api/courses?search=${tag}&sort=title&pageSize=1&page=2`);
      expect(p2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(ids(p2)).toEqual([b._id]);
      expect((await s.api('GET', '/api/courses?sort=cheapest')).status).toBe(400);
    });

    it('shows a course: drafts 404 to others, lesson content only to learners or on previews, viewer with a token', async () => {
      const [inst, other, admin, student] = [
        await s.user('instructor'),
        await s.user('instructor'),
        await s.user('admin'),
        await s.user('student'),
      ];
      const pub = await makeCourse(s, inst.token);
      const anon = await s.api('GET', `/api/courses/${pub._id}`);
      expect(anon.status).toBe(200);
      expect(anon.body.viewer).toBeUndefined();
      const [preview, locked] = anon.body.modules[0].lessons;
      expect(preview.videoUrl).toBe('https://www.youtube.com/embed/intro');
      expect(locked.content).toBeUndefined();
      expect(locked.title).toBe('Reading');

      const seen = await s.api('GET', `/api/courses/${pub._id}`, { token: student.token });
      expect(seen.body.viewer).toEqual({ enrolled: false, canEdit: false });
      await s.api('POST', `/api/courses/${pub._id}/enroll`, { token: student.token });
      const learner = await s.api('GET', `/api/courses/${pub._id}`, { token: student.token });
      expect(learner.body.modules[0].lessons[1].content).toBe('<p>Read this</p>');
      expect(learner.body.viewer).toMatchObject({
        enrolled: true,
        enrollmentStatus: 'active',
        progress: 0,
        canEdit: false,
      });

      const draft = await makeCourse(s, inst.token, { status: 'draft' });
      expect((await s.api('GET', `/api/courses/${draft._id}`)).status).toBe(404);
      expect((await s.api('GET', `/api/courses/${draft._id}`, { token: other.token })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', `/api/courses/${draft._id}`, { token: student.token })).status,
      ).toBe(404);
      expect(
        (await s.api('GET', `/api/courses/${draft._id}`, { token: inst.token })).body.viewer
          .canEdit,
      ).toBe(true);
      const byAdmin = await s.api('GET', `/api/courses/${draft._id}`, { token: admin.token });
      expect(byAdmin.body.modules[0].lessons[1].content).toBe('<p>Read this</p>');
      // Unpublishing keeps the course for its learners.
      await s.api('PATCH', `/api/courses/${pub._id}`, {
        token: inst.token,
        body: { status: 'draft' },
      });
      expect((await s.api('GET', `/api/courses/${pub._id}`, { token: student.token })).status).toBe(
        200,
      );
      expect((await s.api('GET', `/api/courses/${pub._id}`)).status).toBe(404);
      expect((await s.api('GET', '/api/courses/not-a-uuid')).status).toBe(400);
    });

    it('edits only own courses; only admins change the instructor', async () => {
      const [inst, other, admin] = [
        await s.user('instructor'),
        await s.user('instructor'),
        await s.user('admin'),
      ];
      const c = await makeCourse(s, inst.token);
      expect(
        (
          await s.api('PATCH', `/api/courses/${c._id}`, {
            token: other.token,
            body: { title: 'Mine now' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await s.api('PATCH', `/api/courses/${c._id}`, {
            token: inst.token,
            body: { instructorId: other.id },
          })
        ).status,
      ).toBe(403);
      const moved = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: admin.token,
        body: { instructorId: other.id },
      });
      expect(moved.body.instructor._id).toBe(other.id);
      const edited = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: other.token,
        body: {
          title: 'Renamed',
          price: 2500,
          thumbnailUrl: 'https://img.test/t.png',
          tags: ['A', 'a', 'B'],
        },
      });
      expect(edited.body).toMatchObject({
        title: 'Renamed',
        price: 2500,
        thumbnailUrl: 'https://img.test/t.png',
        tags: ['A', 'B'],
      });
      const cleared = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: other.token,
        body: { thumbnailUrl: null },
      });
      expect(cleared.body.thumbnailUrl).toBeUndefined();
      expect(
        (await s.api('PATCH', `/api/courses/${c._id}`, { token: other.token, body: {} })).status,
      ).toBe(400);
      expect(
        (
          await s.api('PATCH', `/api/courses/${c._id}`, {
            token: other.token,
            body: { thumbnailUrl: 'javascript:alert(1)' },
          })
        ).status,
      ).toBe(400);
    });

    it('replaces the curriculum keeping sent ids, and recomputes every enrollment', async () => {
      const inst = await s.user('instructor');
      const [s1, s2] = [await s.user('student'), await s.user('student')];
      const c = await makeCourse(s, inst.token, { price: 0 });
      const [l1, l2, l3] = lessonIds(c) as [string, string, string];
      const e1 = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: s1.token })).body;
      const e2 = (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: s2.token })).body;
      for (const l of [l1, l2]) {
        await s.api('PATCH', `/api/enrollments/${e1._id}/progress`, {
          token: s1.token,
          body: { lessonId: l, completed: true },
        });
      }
      await s.api('PATCH', `/api/enrollments/${e2._id}/progress`, {
        token: s2.token,
        body: { lessonId: l3, completed: true },
      });

      // A foreign id answers 400 and changes nothing.
      const foreign = await makeCourse(s, inst.token);
      const bad = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: {
          title: 'Changed?',
          modules: [{ _id: foreign.modules[0]._id, title: 'X', lessons: [] }],
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('modules.0._id');
      expect((await s.api('GET', `/api/courses/${c._id}`)).body.title).toBe(c.title);

      // Keep lessons 1 and 2 (moved into one module, reordered), drop 3, add a new one.
      const res = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: {
          modules: [
            {
              _id: c.modules[0]._id,
              title: 'Renamed module',
              lessons: [
                {
                  _id: l2,
                  title: 'Reading',
                  type: 'article',
                  content: '<p>Read</p>',
                  durationMinutes: 5,
                },
                {
                  _id: l1,
                  title: 'Welcome',
                  type: 'video',
                  videoUrl: 'https://www.youtube.com/embed/intro',
                  durationMinutes: 10,
                },
              ],
            },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ moduleCount: 1, lessonCount: 2, durationMinutes: 15 });
      expect(res.body.modules[0]._id).toBe(c.modules[0]._id);
      expect(res.body.modules[0].lessons.map((l: any) => l._id)).toEqual([l2, l1]);
      const after1 = (await s.api('GET', `/api/enrollments/${e1._id}`, { token: s1.token })).body;
      expect(after1).toMatchObject({ status: 'completed', progress: 100 });
      expect(after1.completedAt).toEqual(expect.any(String));
      const after2 = (await s.api('GET', `/api/enrollments/${e2._id}`, { token: s2.token })).body;
      expect(after2).toMatchObject({ status: 'active', progress: 0, completedLessonIds: [] });
      expect(after2.lastLessonId).toBeUndefined();

      // Adding a lesson lowers progress but never reopens a completed enrollment.
      const grown = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: {
          modules: [
            ...res.body.modules.map((m: any) => ({
              _id: m._id,
              title: m.title,
              lessons: m.lessons.map((l: any) => ({ ...l, order: undefined })),
            })),
            {
              title: 'New',
              lessons: [{ title: 'Extra', type: 'article', content: '<p>More</p>' }],
            },
          ],
        },
      });
      expect(grown.status).toBe(200);
      const after3 = (await s.api('GET', `/api/enrollments/${e1._id}`, { token: s1.token })).body;
      expect(after3).toMatchObject({ status: 'completed', progress: 67 });
    });

    it('deletes: instructors only unused own courses (409 otherwise), admins any with its enrollments', async () => {
      const [inst, other, admin, student] = [
        await s.user('instructor'),
        await s.user('instructor'),
        await s.user('admin'),
        await s.user('student'),
      ];
      const unused = await makeCourse(s, inst.token);
      expect(
        (await s.api('DELETE', `/api/courses/${unused._id}`, { token: other.token })).status,
      ).toBe(403);
      expect(
        (await s.api('DELETE', `/api/courses/${unused._id}`, { token: inst.token })).status,
      ).toBe(204);
      expect(
        (await s.api('DELETE', `/api/courses/${unused._id}`, { token: inst.token })).status,
      ).toBe(404);

      const used = await makeCourse(s, inst.token);
      const e = (await s.api('POST', `/api/courses/${used._id}/enroll`, { token: student.token }))
        .body;
      await s.api('POST', `/api/courses/${used._id}/rate`, {
        token: student.token,
        body: { rating: 5 },
      });
      const refused = await s.api('DELETE', `/api/courses/${used._id}`, { token: inst.token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Unpublish/);
      expect(
        (await s.api('DELETE', `/api/courses/${used._id}`, { token: admin.token })).status,
      ).toBe(204);
      expect((await s.api('GET', `/api/enrollments/${e._id}`, { token: admin.token })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', '/api/enrollments/student', { token: student.token })).body,
      ).toEqual([]);
    });

    it('rates once per student who took the course, keeping average and count consistent', async () => {
      const inst = await s.user('instructor');
      const [a, b, outsider] = [
        await s.user('student'),
        await s.user('student'),
        await s.user('student'),
      ];
      const c = await makeCourse(s, inst.token, { price: 0 });
      expect(
        (
          await s.api('POST', `/api/courses/${c._id}/rate`, {
            token: outsider.token,
            body: { rating: 1 },
          })
        ).status,
      ).toBe(403);
      await s.api('POST', `/api/courses/${c._id}/enroll`, { token: a.token });
      await s.api('POST', `/api/courses/${c._id}/enroll`, { token: b.token });
      const first = await s.api('POST', `/api/courses/${c._id}/rate`, {
        token: a.token,
        body: { rating: 4, review: 'Good' },
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        courseId: c._id,
        rating: 4,
        review: 'Good',
        ratingAverage: 4,
        ratingCount: 1,
      });
      const [x, y] = await Promise.all([
        s.api('POST', `/api/courses/${c._id}/rate`, { token: b.token, body: { rating: 5 } }),
        s.api('POST', `/api/courses/${c._id}/rate`, { token: a.token, body: { rating: 2 } }),
      ]);
      expect([x.status, y.status]).toEqual([200, 200]);
      expect(y.body.review).toBeUndefined(); // sending none removes the earlier review
      const course = (await s.api('GET', `/api/courses/${c._id}`, { token: a.token })).body;
      expect(course).toMatchObject({ ratingAverage: 3.5, ratingCount: 2 });
      expect(course.viewer.rating).toBe(2);
      const third = await s.api('POST', `/api/courses/${c._id}/rate`, {
        token: a.token,
        body: { rating: 3 },
      });
      expect(third.body).toMatchObject({ ratingCount: 2, ratingAverage: 4 });
      // A cancelled enrollment may not rate; out-of-range ratings are invalid.
      await s.api('DELETE', `/api/courses/${c._id}/enroll`, { token: b.token });
      expect(
        (await s.api('POST', `/api/courses/${c._id}/rate`, { token: b.token, body: { rating: 5 } }))
          .status,
      ).toBe(403);
      expect(
        (await s.api('POST', `/api/courses/${c._id}/rate`, { token: a.token, body: { rating: 6 } }))
          .status,
      ).toBe(400);
      expect(
        (
          await s.api('POST', `/api/courses/${c._id}/rate`, {
            token: inst.token,
            body: { rating: 5 },
          })
        ).status,
      ).toBe(403);
      const sorted = await s.api('GET', `/api/courses?instructorId=${inst.id}&sort=rating`);
      expect(sorted.body.items[0]._id).toBe(c._id);
    });

    it("answers the users area's enrolled-courses and created-courses, and the profile numbers", async () => {
      const [inst, admin, student, other, mentor] = [
        await s.user('instructor'),
        await s.user('admin'),
        await s.user('student'),
        await s.user('student'),
        await s.user('mentor'),
      ];
      const pub = await makeCourse(s, inst.token, { price: 0 });
      const draft = await makeCourse(s, inst.token, { status: 'draft' });
      const done = await makeCourse(s, inst.token, {
        price: 0,
        modules: [
          { title: 'Only', lessons: [{ title: 'One', type: 'article', content: '<p>x</p>' }] },
        ],
      });
      await s.api('POST', `/api/courses/${pub._id}/enroll`, { token: student.token });
      const e = (await s.api('POST', `/api/courses/${done._id}/enroll`, { token: student.token }))
        .body;
      await s.api('PATCH', `/api/enrollments/${e._id}/progress`, {
        token: student.token,
        body: { lessonId: done.modules[0].lessons[0]._id, completed: true },
      });

      const own = await s.api('GET', `/api/users/${student.id}/enrolled-courses`, {
        token: student.token,
      });
      expect(own.status).toBe(200);
      expect(own.body.map((c: any) => c._id).sort()).toEqual([pub._id, done._id].sort());
      expect(own.body.find((c: any) => c._id === done._id).enrollment).toMatchObject({
        status: 'completed',
        progress: 100,
      });
      expect(
        (await s.api('GET', `/api/users/${student.id}/enrolled-courses`, { token: admin.token }))
          .status,
      ).toBe(200);
      expect(
        (await s.api('GET', `/api/users/${student.id}/enrolled-courses`, { token: other.token }))
          .status,
      ).toBe(403);
      expect(
        (await s.api('GET', `/api/users/${student.id}/enrolled-courses`, { token: mentor.token }))
          .status,
      ).toBe(403);
      // A mentor of the student's batch may look (the batches area answers mentorBatches).
      const batch = { monthYear: '2031-01', domain: `zz${Date.now().toString(36)}` };
      const inBatch = await s.user('student', { batch });
      await s.api('POST', `/api/courses/${pub._id}/enroll`, { token: inBatch.token });
      const ext = s.campus.ctx.extensions;
      const original = ext.mentorBatches;
      ext.mentorBatches = async (id) => (id === mentor.id ? [batch] : original(id));
      try {
        const seen = await s.api('GET', `/api/users/${inBatch.id}/enrolled-courses`, {
          token: mentor.token,
        });
        expect(seen.status).toBe(200);
        expect(seen.body.map((c: any) => c._id)).toEqual([pub._id]);
      } finally {
        ext.mentorBatches = original;
      }
      expect(
        (
          await s.api('GET', `/api/users/00000000-0000-4000-8000-000000000000/enrolled-courses`, {
            token: admin.token,
          })
        ).status,
      ).toBe(404);

      const byAuthor = await s.api('GET', `/api/users/${inst.id}/created-courses`, {
        token: inst.token,
      });
      expect(byAuthor.body.map((c: any) => c._id)).toContain(draft._id);
      const byOther = await s.api('GET', `/api/users/${inst.id}/created-courses`, {
        token: student.token,
      });
      expect(byOther.body.map((c: any) => c._id).sort()).toEqual([pub._id, done._id].sort());
      expect(
        (await s.api('GET', `/api/users/${inst.id}/created-courses`, { token: admin.token })).body,
      ).toHaveLength(3);

      const stats = (await s.api('GET', '/api/users/profile', { token: student.token })).body.stats;
      expect(stats).toMatchObject({ enrolledCourses: 2, completedCourses: 1, createdCourses: 0 });
      const instStats = (await s.api('GET', '/api/users/profile', { token: inst.token })).body
        .stats;
      expect(instStats.createdCourses).toBe(3);
    });
  });
}
