/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { liveClasses } from '../../db/schema/index';
import { startServer, testDatabases, type TestServer, type TestUser } from '../../testing/server';
import { lessonIds, makeCourse } from '../../testing/courses';
import { nextLesson, programWords } from './overview';

describe('nextLesson', () => {
  const l = (id: string) => ({ id, title: id, moduleTitle: 'M' });
  const all = [l('a'), l('b'), l('c'), l('d')];
  it('continues after the last marked lesson, else from the first not done', () => {
    expect(nextLesson(all, [], null)?.id).toBe('a');
    expect(nextLesson(all, ['a', 'b'], 'b')?.id).toBe('c');
    // Skipped ahead to d: nothing after it is left, so back to the first one not done.
    expect(nextLesson(all, ['a', 'd'], 'd')?.id).toBe('b');
    expect(nextLesson(all, ['a', 'b', 'c', 'd'], 'd')).toBeUndefined();
  });
  it('turns a program into safe query words', () => {
    expect(programWords(["Data Engineer's path", 'SQL & Spark', 'an ETL'])).toEqual([
      'data',
      'engineer',
      'path',
      'sql',
      'spark',
      'etl',
    ]);
  });
});

for (const db of testDatabases()) {
  describe(`learning progress [${db}]`, () => {
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

    const book = async (titles: string[], published = true) => {
      const created = await s.api('POST', '/api/ebookcourses', {
        token: admin.token,
        body: { title: `Book ${titles.join(' ')}`, category: 'Tools', description: 'Read me.' },
      });
      const modules = [];
      for (const title of titles) {
        const m = await s.api('POST', `/api/ebookcourses/${created.body._id}/modules`, {
          token: admin.token,
          body: { title, content: `<p>${title} one</p><p>${title} two</p>` },
        });
        modules.push(m.body);
      }
      if (published)
        await s.api('PATCH', `/api/ebookcourses/${created.body._id}`, {
          token: admin.token,
          body: { published: true },
        });
      return { id: created.body._id as string, modules: modules as any[] };
    };
    const save = (token: string, id: string, body: unknown) =>
      s.api('PUT', `/api/ebookcourses/${id}/progress`, { token, body });

    it('keeps each reader their own place in an e-book, module and paragraph', async () => {
      const b = await book(['One', 'Two', 'Three']);
      const student = await s.user('student');
      const mentor = await s.user('mentor');
      const fresh = await s.api('GET', `/api/ebookcourses/${b.id}/progress`, {
        token: student.token,
      });
      expect(fresh.body).toMatchObject({ started: false, progress: 0, completedModuleIds: [] });
      expect(fresh.body.lastModuleId).toBeUndefined();

      const first = await save(student.token, b.id, {
        moduleId: b.modules[0]._id,
        paragraph: 1,
        completed: true,
      });
      expect(first.status).toBe(200);
      const second = await save(student.token, b.id, { moduleId: b.modules[1]._id, paragraph: 4 });
      expect(second.body).toMatchObject({
        started: true,
        lastModuleId: b.modules[1]._id,
        paragraph: 4,
        completedModuleIds: [b.modules[0]._id],
        progress: 33,
        finished: false,
      });
      // Another reader starts from nothing: progress is per person.
      const other = await s.api('GET', `/api/ebookcourses/${b.id}/progress`, {
        token: mentor.token,
      });
      expect(other.body.started).toBe(false);
      expect(
        (await s.api('GET', '/api/learning/ebooks', { token: mentor.token })).body,
      ).toHaveLength(0);

      const reading = await s.api('GET', '/api/learning/ebooks', { token: student.token });
      expect(reading.body).toHaveLength(1);
      expect(reading.body[0]).toMatchObject({
        ebook: { _id: b.id, moduleCount: 3 },
        lastModule: { _id: b.modules[1]._id, order: 2 },
        progress: { progress: 33 },
      });

      // Completed twice stays once; taking it back removes it.
      await save(student.token, b.id, { moduleId: b.modules[0]._id, completed: true });
      const undone = await save(student.token, b.id, {
        moduleId: b.modules[0]._id,
        completed: false,
      });
      expect(undone.body.completedModuleIds).toEqual([]);
      for (const m of b.modules)
        await save(student.token, b.id, { moduleId: m._id, completed: true });
      const done = await s.api('GET', `/api/ebookcourses/${b.id}/progress`, {
        token: student.token,
      });
      expect(done.body).toMatchObject({ progress: 100, finished: true });

      // A deleted module no longer counts and progress never passes 100; a new one is unread.
      await s.api('DELETE', `/api/ebookcourses/${b.id}/modules/${b.modules[2]._id}`, {
        token: admin.token,
      });
      await s.api('POST', `/api/ebookcourses/${b.id}/modules`, {
        token: admin.token,
        body: { title: 'Four', content: '<p>New</p>' },
      });
      const after = await s.api('GET', `/api/ebookcourses/${b.id}/progress`, {
        token: student.token,
      });
      expect(after.body).toMatchObject({ progress: 66, finished: false });
      expect(after.body.completedModuleIds).toHaveLength(2);
    });

    it('refuses a module of another e-book, hidden e-books and anonymous readers', async () => {
      const a = await book(['A1']);
      const other = await book(['B1']);
      const draft = await book(['D1'], false);
      const student = await s.user('student');
      const wrong = await save(student.token, a.id, { moduleId: other.modules[0]._id });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].path).toBe('moduleId');
      expect((await save(student.token, draft.id, { moduleId: draft.modules[0]._id })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', `/api/ebookcourses/${draft.id}/progress`, { token: student.token }))
          .status,
      ).toBe(404);
      expect((await save(admin.token, draft.id, { moduleId: draft.modules[0]._id })).status).toBe(
        200,
      );
      expect((await s.api('GET', `/api/ebookcourses/${a.id}/progress`)).status).toBe(401);
      expect((await s.api('GET', '/api/learning/ebooks')).status).toBe(401);
      expect(
        (await save(student.token, a.id, { moduleId: a.modules[0]._id, paragraph: -1 })).status,
      ).toBe(400);
      // Unpublishing hides it from the student's reading list too.
      await save(student.token, a.id, { moduleId: a.modules[0]._id });
      await s.api('PATCH', `/api/ebookcourses/${a.id}`, {
        token: admin.token,
        body: { published: false },
      });
      const list = await s.api('GET', '/api/learning/ebooks', { token: student.token });
      expect(list.body.map((r: any) => r.ebook._id)).not.toContain(a.id);
    });

    it('batch videos: watched and position for students of that batch only', async () => {
      const batch = { monthYear: '2026-04', domain: 'videos-test' };
      const otherBatch = { monthYear: '2026-04', domain: 'elsewhere' };
      const student = await s.user('student', { batch });
      const outsider = await s.user('student', { batch: otherBatch });
      const mentor = await s.user('mentor');
      const now = new Date();
      const [cls] = await s.campus.ctx.db
        .insert(liveClasses)
        .values({
          title: 'Kickoff',
          ...batch,
          startTime: new Date(now.getTime() - 86_400_000),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.test/x',
          hostId: mentor.id,
          status: 'ended',
        })
        .returning();
      const [foreignCls] = await s.campus.ctx.db
        .insert(liveClasses)
        .values({
          title: 'Elsewhere',
          ...otherBatch,
          startTime: now,
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.test/y',
          hostId: mentor.id,
        })
        .returning();
      const bad = await s.api('POST', '/api/batch-videos', {
        token: admin.token,
        body: {
          ...batch,
          title: 'Wrong class',
          videoUrl: 'https://v.test/1.mp4',
          liveClassId: foreignCls!.id,
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('liveClassId');
      const video = (
        await s.api('POST', '/api/batch-videos', {
          token: admin.token,
          body: {
            ...batch,
            title: 'Kickoff recording',
            videoUrl: 'https://v.test/1.mp4',
            liveClassId: cls!.id,
          },
        })
      ).body;
      expect(video.liveClass).toMatchObject({
        _id: cls!.id,
        title: 'Kickoff',
        timezone: 'Asia/Kolkata',
      });
      const listed = await s.api(
        'GET',
        `/api/batch-videos?monthYear=${batch.monthYear}&domain=${batch.domain}`,
        {
          token: student.token,
        },
      );
      expect(listed.body[0].liveClass._id).toBe(cls!.id);
      const unlinked = await s.api('PUT', `/api/batch-videos/${video._id}`, {
        token: admin.token,
        body: { liveClassId: null },
      });
      expect(unlinked.body.liveClass).toBeUndefined();

      const progressUrl = `/api/batch-videos/progress?monthYear=${batch.monthYear}&domain=${batch.domain}`;
      expect((await s.api('GET', progressUrl, { token: student.token })).body).toEqual([]);
      const put = (token: string, body: unknown, id = video._id) =>
        s.api('PUT', `/api/batch-videos/${id}/progress`, { token, body });
      expect((await put(student.token, { positionSeconds: 42 })).body).toMatchObject({
        videoId: video._id,
        watched: false,
        positionSeconds: 42,
      });
      expect((await put(student.token, { watched: true })).body).toMatchObject({
        watched: true,
        positionSeconds: 42,
      });
      const mine = await s.api('GET', progressUrl, { token: student.token });
      expect(mine.body).toEqual([expect.objectContaining({ videoId: video._id, watched: true })]);

      // Another batch's student is refused, by the list of videos and by the progress calls.
      expect((await put(outsider.token, { watched: true })).status).toBe(403);
      expect((await s.api('GET', progressUrl, { token: outsider.token })).status).toBe(403);
      expect(
        (
          await s.api(
            'GET',
            `/api/batch-videos?monthYear=${batch.monthYear}&domain=${batch.domain}`,
            {
              token: outsider.token,
            },
          )
        ).status,
      ).toBe(403);
      expect((await put(mentor.token, { watched: true })).status).toBe(403);
      expect((await put(student.token, {})).status).toBe(400);
      expect(
        (await put(student.token, { watched: true }, '00000000-0000-4000-8000-000000000000'))
          .status,
      ).toBe(404);
    });

    it('the self-paced overview: next lessons, reading, suggestions for the program', async () => {
      const instructor = await s.user('instructor');
      const student = await s.user('student', { programSlug: 'data-engineer' });
      const taken = await makeCourse(s, instructor.token, { title: 'Taken course', price: 0 });
      const match = await makeCourse(s, instructor.token, {
        title: 'Data pipelines with SQL',
        description: 'Batch and streaming data engineering.',
        category: 'Data Engineering',
        price: 0,
      });
      const enrolled = await s.api('POST', `/api/courses/${taken._id}/enroll`, {
        token: student.token,
      });
      const ids = lessonIds(taken);
      await s.api('PATCH', `/api/enrollments/${enrolled.body._id}/progress`, {
        token: student.token,
        body: { lessonId: ids[0], completed: true },
      });
      const b = await book(['Only']);
      await save(student.token, b.id, { moduleId: b.modules[0]._id, paragraph: 2 });

      const res = await s.api('GET', '/api/learning/overview', { token: student.token });
      expect(res.status).toBe(200);
      expect(res.body.program).toMatchObject({ slug: 'data-engineer' });
      const course = res.body.courses.find((c: any) => c.course._id === taken._id);
      expect(course.enrollment.progress).toBeGreaterThan(0);
      expect(course.nextLesson).toMatchObject({ _id: ids[1], title: 'Reading' });
      expect(res.body.ebooks.map((r: any) => r.ebook._id)).toContain(b.id);
      const suggested = res.body.suggestions.courses.map((c: any) => c._id);
      expect(suggested[0]).toBe(match._id);
      expect(suggested).not.toContain(taken._id);
      expect(res.body.suggestions.ebooks.map((e: any) => e._id)).not.toContain(b.id);

      // Without a program: the most followed courses, nothing else to match.
      const plain = await s.user('student');
      const general = await s.api('GET', '/api/learning/overview', { token: plain.token });
      expect(general.status).toBe(200);
      expect(general.body.program).toBeUndefined();
      expect(general.body.courses).toEqual([]);
      expect(general.body.suggestions.courses.length).toBeGreaterThan(0);

      const mentor = await s.user('mentor');
      expect((await s.api('GET', '/api/learning/overview', { token: mentor.token })).status).toBe(
        403,
      );
      expect((await s.api('GET', '/api/learning/overview')).status).toBe(401);
    });
    it('keeps each program query’s course ranks equal to ranking the courses now', async () => {
      const instructor = await s.user('instructor');
      const student = await s.user('student', { programSlug: 'data-engineer' });
      const first = await s.api('GET', '/api/learning/overview', { token: student.token });
      expect(first.status).toBe(200);
      const run = async (query: SQL) =>
        ((await s.campus.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] })
          .rows;
      // Every kept rank against ts_rank of the course as it is now, and no course left out.
      const drift = async () =>
        run(sql`select q.key, c.id, r.rank, ts_rank(c.search_vector, q.query) as now
          from course_rank_queries q cross join courses c
          left join course_enrollment_totals t on t.course_id = c.id
          left join course_ranks r on r.key = q.key and r.course_id = c.id
          where (r.rank, r.title, r.published, r.popularity)
            is distinct from (ts_rank(c.search_vector, q.query), c.title, c.status = 'published',
              coalesce(t.live, 0))`);
      expect(await run(sql`select key from course_rank_queries`)).not.toEqual([]);
      expect(await drift()).toEqual([]);
      // A course added after the program was ranked, and one whose text changes to match.
      const added = await makeCourse(s, instructor.token, {
        title: 'Streaming data pipelines',
        description: 'Data engineering with SQL and batch jobs.',
        category: 'Data Engineering',
        price: 0,
      });
      const plain = await makeCourse(s, instructor.token, { title: 'Pottery', price: 0 });
      expect(await drift()).toEqual([]);
      await run(
        sql`update courses set title = 'Data engineering pipelines and SQL warehouses' where id = ${plain._id}`,
      );
      expect(await drift()).toEqual([]);
      const res = await s.api('GET', '/api/learning/overview', { token: student.token });
      const suggested = res.body.suggestions.courses.map((c: { _id: string }) => c._id);
      expect(suggested).toContain(added._id);
      expect(suggested).toContain(plain._id);
      // Followed, unpublished and published again: the kept popularity and state follow.
      const [admin, follower] = [await s.user('admin'), await s.user('student')];
      const enrolled = await s.api('POST', '/api/enrollments', {
        token: admin.token,
        body: { studentId: follower.id, courseId: added._id },
      });
      expect(enrolled.status).toBe(201);
      expect(await drift()).toEqual([]);
      expect(
        await run(sql`select popularity from course_ranks where course_id = ${added._id}`),
      ).toEqual([{ popularity: 1 }]);
      await run(sql`update courses set status = 'draft' where id = ${plain._id}`);
      expect(await drift()).toEqual([]);
      const hidden = await s.api('GET', '/api/learning/overview', { token: student.token });
      expect(hidden.body.suggestions.courses.map((c: { _id: string }) => c._id)).not.toContain(
        plain._id,
      );
      await run(sql`update courses set status = 'published' where id = ${plain._id}`);
      expect(await drift()).toEqual([]);
      await run(sql`delete from courses where id = ${added._id}`);
      expect(await run(sql`select 1 from course_ranks where course_id = ${added._id}`)).toEqual([]);
    });
  });
}
