/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Courses as learners and the users area see them: the catalogue, a course page, ratings, and the
// enrolled-courses and created-courses lists.
import { describe, expect, it } from 'vitest';
import { testDatabases, useServer } from '../../testing/server';
import { makeCourse } from '../../testing/courses';

for (const db of testDatabases()) {
  describe(`courses: catalogue [${db}]`, () => {
    const s = useServer(db);

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
      expect(stale.body).toMatchObject({ items: [{}, {}], nextCursor: null });
      expect(
        (await s.api('GET', `/api/courses?search=${tag}&status=all`, { token: student.token }))
          .body,
      ).toMatchObject({ items: [{}, {}], nextCursor: null });
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
      expect((await s.api('GET', `/api/courses?search=Teacher%20${tag}`)).body).toMatchObject({
        items: [{}, {}],
        nextCursor: null,
      });
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
      const p1 = await s.api('GET', `/api/courses?search=${tag}&sort=title&pageSize=1`);
      expect(ids(p1)).toEqual([a._id]);
      const p2 = await s.api(
        'GET',
        `/api/courses?search=${tag}&sort=title&pageSize=1&cursor=${p1.body.nextCursor}`,
      );
      expect(p2.body).toMatchObject({ nextCursor: null, pageSize: 1 });
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
