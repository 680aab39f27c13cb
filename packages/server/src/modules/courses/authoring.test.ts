/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Course authoring: drafts with their curriculum, publishing, who may create, edit, replace the
// curriculum and delete.
import { describe, expect, it } from 'vitest';
import { testDatabases, useServer } from '../../testing/server';
import { curriculumInput, lessonIds, makeCourse } from '../../testing/courses';

for (const db of testDatabases()) {
  describe(`courses: authoring [${db}]`, () => {
    const s = useServer(db);

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
      expect(mine.body).toMatchObject({ items: [], nextCursor: null });
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
          tags: ['A', 'a', 'B'],
        },
      });
      expect(edited.body).toMatchObject({
        title: 'Renamed',
        price: 2500,
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
  });
}
