// Assigning students to a mentor's batch: a mentor's students paged by cursor, assigning (created,
// unchanged, moved) with users.batch kept in sync, bad ids refused per entry, listing and searching
// assignments, and removing one.
import { describe, expect, it } from 'vitest';
import { useServer, testDatabases } from '../../testing/server';
import { fresh, freshBatch } from './batch-testbed';

for (const db of testDatabases()) {
  describe(`batches: assignments [${db}]`, () => {
    const s = useServer(db);

    it('pages a mentor’s students by cursor: newest batch first, then name; cursors bound to the list and the mentor', async () => {
      const admin = await s.user('admin');
      const [mentor, other] = [await s.user('mentor'), await s.user('mentor')];
      const older = { monthYear: '2026-09', domain: `p${fresh()}` };
      const newer = { monthYear: '2026-10', domain: `p${fresh()}` };
      const named = (name: string) => s.user('student', { name });
      const [zed, amy, bob] = [await named('Zed'), await named('Amy'), await named('Bob')];
      const assign = (studentIds: string[], batch: object, mentorId = mentor.id) =>
        s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId, studentIds, ...batch },
        });
      expect((await assign([zed.id, bob.id], older)).status).toBe(200);
      expect((await assign([amy.id], newer)).status).toBe(200);
      expect((await assign([(await s.user('student')).id], newer, other.id)).status).toBe(200);

      const ids: string[] = [];
      let cursor: string | null = null;
      let first: string | null = null;
      do {
        const url: string = `/api/batchassignments/mentor/${mentor.id}?pageSize=1${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await s.api('GET', url, { token: mentor.token });
        expect(page.status).toBe(200);
        expect(page.body.items.length).toBeLessThanOrEqual(1);
        ids.push(...page.body.items.map((x: { student: { _id: string } }) => x.student._id));
        cursor = page.body.nextCursor;
        first ??= cursor;
      } while (cursor);
      expect(ids).toEqual([amy.id, bob.id, zed.id]);

      const get = (url: string, token = admin.token) => s.api('GET', url, { token });
      const bad = await get(`/api/batchassignments/mentor/${mentor.id}?cursor=not-a-cursor`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        'This page link is no longer valid. Go back to the first page.',
      );
      // Another mentor's cursor, or the admin list's, does not start this list mid-way.
      expect((await get(`/api/batchassignments/mentor/${other.id}?cursor=${first}`)).status).toBe(
        400,
      );
      const adminPage = await get(`/api/batchassignments?mentorId=${mentor.id}&pageSize=1`);
      expect(
        (await get(`/api/batchassignments/mentor/${mentor.id}?cursor=${adminPage.body.nextCursor}`))
          .status,
      ).toBe(400);
    });

    it('assigns students (created, unchanged, moved) and keeps users.batch in sync', async () => {
      const admin = await s.user('admin');
      const [m1, m2] = [await s.user('mentor'), await s.user('mentor')];
      const [a, b] = [await s.user('student'), await s.user('student')];
      const b1 = freshBatch();
      const b2 = freshBatch();
      const first = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: m1.id, studentIds: [a.id, b.id], ...b1 },
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ created: 2, moved: 0, unchanged: 0 });
      expect(first.body.assignments[0]).toMatchObject({
        mentor: { _id: m1.id },
        ...b1,
        assignedBy: { _id: admin.id },
      });

      const again = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: m1.id, studentIds: [a.id], ...b1 },
      });
      expect(again.body).toMatchObject({ created: 0, moved: 0, unchanged: 1 });

      const move = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: m2.id, studentIds: [a.id], ...b2 },
      });
      expect(move.body).toMatchObject({ created: 0, moved: 1, unchanged: 0 });
      const me = await s.api('GET', '/api/auth/me', { token: a.token });
      expect(me.body.user.batch).toEqual(b2);
      const mine = await s.api('GET', `/api/batchassignments/student/${a.id}`, { token: a.token });
      expect(mine.body).toHaveLength(1);
      expect(mine.body[0]).toMatchObject({ mentor: { _id: m2.id }, ...b2 });
      // The old mentor no longer has them; the new one does.
      const m1s = await s.api('GET', `/api/batchassignments/mentor/${m1.id}`, { token: m1.token });
      expect(m1s.body.items.map((x: { student: { _id: string } }) => x.student._id)).toEqual([
        b.id,
      ]);
      const viaMentor = await s.api('GET', `/api/batchassignments/student/${a.id}`, {
        token: m2.token,
      });
      expect(viaMentor.status).toBe(200);
      expect(
        (await s.api('GET', `/api/batchassignments/student/${a.id}`, { token: m1.token })).status,
      ).toBe(404);
      expect(
        (await s.api('GET', `/api/batchassignments/student/${a.id}`, { token: b.token })).status,
      ).toBe(404);
      // The platform hook: a mentor sees only their batch's students.
      const students = await s.api('GET', '/api/users/students?pageSize=100', { token: m2.token });
      expect(students.body.items.map((u: { _id: string }) => u._id)).toEqual([a.id]);
    });

    it('refuses bad ids with one error per entry and changes nothing', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const ok = await s.user('student');
      const notStudent = await s.user('instructor');
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: ok.id, studentIds: [ok.id, notStudent.id], ...freshBatch() },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([
        'mentorId',
        'studentIds.1',
      ]);
      const res2 = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [ok.id, notStudent.id], ...freshBatch() },
      });
      expect(res2.body.errors.map((e: { path: string }) => e.path)).toEqual(['studentIds.1']);
      const me = await s.api('GET', '/api/auth/me', { token: ok.token });
      expect(me.body.user.batch).toBeUndefined();
      const mentorOnly = await s.api('POST', '/api/batchassignments/assign', {
        token: mentor.token,
        body: { mentorId: mentor.id, studentIds: [ok.id], ...freshBatch() },
      });
      expect(mentorOnly.status).toBe(403);
    });

    it('lists, filters and searches assignments; mentor lists are private', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor', { name: 'Zubin Unique' });
      const other = await s.user('mentor');
      const st = await s.user('student', { name: 'Anaya Findme' });
      const b = freshBatch();
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [st.id], ...b },
      });
      const bySearch = await s.api('GET', '/api/batchassignments?search=zubin%20unique', {
        token: admin.token,
      });
      expect(bySearch.body.items).toHaveLength(1);
      expect(bySearch.body.nextCursor).toBeNull();
      const byStudent = await s.api('GET', '/api/batchassignments?search=findme', {
        token: admin.token,
      });
      expect(byStudent.body.items[0].student._id).toBe(st.id);
      const byBatch = await s.api(
        'GET',
        `/api/batchassignments?monthYear=${b.monthYear}&domain=${b.domain}`,
        { token: admin.token },
      );
      expect(byBatch.body.items).toHaveLength(1);
      expect(
        (await s.api('GET', `/api/batchassignments/mentor/${mentor.id}`, { token: other.token }))
          .status,
      ).toBe(403);
      expect(
        (await s.api('GET', `/api/batchassignments/mentor/${st.id}`, { token: admin.token }))
          .status,
      ).toBe(404);
      expect((await s.api('GET', '/api/batchassignments', { token: mentor.token })).status).toBe(
        403,
      );
    });

    it('removes an assignment: clears the batch, 404 for a wrong pair', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const st = await s.user('student');
      const b = freshBatch();
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [st.id], ...b },
      });
      expect(
        (
          await s.api('DELETE', `/api/batchassignments/${admin.id}/${st.id}`, {
            token: admin.token,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await s.api('DELETE', `/api/batchassignments/${mentor.id}/${st.id}`, {
            token: admin.token,
          })
        ).status,
      ).toBe(204);
      expect(
        (
          await s.api('DELETE', `/api/batchassignments/${mentor.id}/${st.id}`, {
            token: admin.token,
          })
        ).status,
      ).toBe(404);
      const me = await s.api('GET', '/api/auth/me', { token: st.token });
      expect(me.body.user.batch).toBeUndefined();
      expect(
        (
          await s.api('GET', `/api/batch-videos?monthYear=${b.monthYear}&domain=${b.domain}`, {
            token: st.token,
          })
        ).status,
      ).toBe(403);
    });
  });
}
