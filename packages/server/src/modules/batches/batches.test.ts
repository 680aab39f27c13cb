import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  inRoom,
  nextEvent,
  startServer,
  until,
  testDatabases,
  type TestServer,
} from '../../testing/server';

let n = 0;
const freshBatch = () => ({ monthYear: '2026-11', domain: `b${Date.now().toString(36)}${n++}` });

for (const db of testDatabases()) {
  describe(`batches [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('pages a mentor’s students by cursor: newest batch first, then name; cursors bound to the list and the mentor', async () => {
      const admin = await s.user('admin');
      const [mentor, other] = [await s.user('mentor'), await s.user('mentor')];
      const older = { monthYear: '2026-09', domain: `p${n++}` };
      const newer = { monthYear: '2026-10', domain: `p${n++}` };
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

    it('moves open sockets between batch rooms and guards join_room', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const st = await s.user('student');
      const outsider = await s.user('student');
      const [b1, b2] = [freshBatch(), freshBatch()];
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [st.id], ...b1 },
      });
      const sock = s.socket(st.token);
      const msock = s.socket(mentor.token);
      const osock = s.socket(outsider.token);
      await Promise.all([connected(sock), connected(msock), connected(osock)]);
      const room1 = `batch:${b1.monthYear}:${b1.domain}`;
      const join = (so: typeof sock, room: string) =>
        new Promise<{ ok: boolean }>((resolve) => so.emit('join_room', { room }, resolve));
      expect(await join(sock, room1)).toMatchObject({ ok: true });
      expect(await join(msock, room1)).toMatchObject({ ok: true });
      expect(await join(osock, room1)).toMatchObject({ ok: false });

      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [st.id], ...b2 },
      });
      // The move reaches the sockets through the adapter (with PostgreSQL, after its NOTIFY round
      // trip), so the answer to the POST may come first: wait until the server has moved them.
      const room2 = `batch:${b2.monthYear}:${b2.domain}`;
      await until(() => inRoom(s, sock, room2) && !inRoom(s, sock, room1));
      const got2 = nextEvent(sock, 'ping_batch');
      s.campus.io.to(room2).emit('ping_batch', { n: 2 });
      expect(await got2).toEqual({ n: 2 });
      let stale = false;
      sock.once('ping_old', () => (stale = true));
      const mentorGot = nextEvent(msock, 'ping_old');
      s.campus.io.to(room1).emit('ping_old', {});
      await mentorGot;
      expect(stale).toBe(false);
    });

    it('lists batches with counts and shows one batch to its people only', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const other = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const outsider = await s.user('student');
      const bt = freshBatch();
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [a.id, b.id], ...bt },
      });
      await s.api('POST', '/api/batch-videos', {
        token: mentor.token,
        body: { ...bt, title: 'Week 1: HTTP', videoUrl: 'https://videos.example.com/w1' },
      });
      const list = await s.api('GET', `/api/batches?domain=${bt.domain}`, { token: admin.token });
      expect(list.body.items).toHaveLength(1);
      expect(list.body.nextCursor).toBeNull();
      expect(list.body.items[0]).toMatchObject({
        ...bt,
        studentCount: 2,
        videoCount: 1,
        upcomingClassCount: 0,
        mentors: [{ _id: mentor.id }],
      });
      expect(list.body.items[0].lastActivityAt).toBeTypeOf('string');
      const mine = await s.api('GET', '/api/batches', { token: mentor.token });
      expect(mine.body.items.map((x: { domain: string }) => x.domain)).toEqual([bt.domain]);
      expect((await s.api('GET', '/api/batches', { token: other.token })).body.items).toEqual([]);
      const path = `/api/batches/${bt.monthYear}/${bt.domain}`;
      expect((await s.api('GET', path, { token: a.token })).status).toBe(200);
      expect((await s.api('GET', path, { token: mentor.token })).status).toBe(200);
      expect((await s.api('GET', path, { token: other.token })).status).toBe(404);
      expect((await s.api('GET', path, { token: outsider.token })).status).toBe(404);
      expect(
        (await s.api('GET', `/api/batches/2020-01/nothing-here`, { token: admin.token })).status,
      ).toBe(404);
    });

    it('a student’s batch offers only mentors who work with students; the admin sees every assignment', async () => {
      const admin = await s.user('admin');
      const [working, leaving] = [await s.user('mentor'), await s.user('mentor')];
      const [a, b] = [await s.user('student'), await s.user('student')];
      const bt = freshBatch();
      for (const [mentor, student] of [
        [working, a],
        [leaving, b],
      ] as const) {
        const assigned = await s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId: mentor.id, studentIds: [student.id], ...bt },
        });
        expect(assigned.status).toBe(200);
      }
      const path = `/api/batches/${bt.monthYear}/${bt.domain}`;
      const mentorsSeenBy = async (token: string) =>
        ((await s.api('GET', path, { token })).body.mentors as { _id: string }[]).map((m) => m._id);
      expect((await mentorsSeenBy(a.token)).sort()).toEqual([working.id, leaving.id].sort());

      const off = await s.api('PATCH', `/api/users/${leaving.id}/deactivate`, {
        token: admin.token,
      });
      expect(off.status).toBe(200);
      expect(await mentorsSeenBy(a.token)).toEqual([working.id]);
      expect(await mentorsSeenBy(b.token)).toEqual([working.id]);
      expect((await mentorsSeenBy(admin.token)).sort()).toEqual([working.id, leaving.id].sort());
    });

    it('manages videos: https only, order, ownership', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const other = await s.user('mentor');
      const st = await s.user('student');
      const outsider = await s.user('student');
      const bt = freshBatch();
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [st.id], ...bt },
      });
      const http = await s.api('POST', '/api/batch-videos', {
        token: mentor.token,
        body: { ...bt, title: 'Insecure', videoUrl: 'http://videos.example.com/x' },
      });
      expect(http.status).toBe(400);
      const v1 = await s.api('POST', '/api/batch-videos', {
        token: mentor.token,
        body: {
          ...bt,
          title: 'Intro',
          videoUrl: 'https://videos.example.com/1',
          durationMinutes: 42,
        },
      });
      expect(v1.status).toBe(201);
      expect(v1.body).toMatchObject({ order: 0, durationMinutes: 42, addedBy: { _id: mentor.id } });
      const v2 = await s.api('POST', '/api/batch-videos', {
        token: admin.token,
        body: { ...bt, title: 'Second', videoUrl: 'https://videos.example.com/2' },
      });
      expect(v2.body.order).toBe(1);
      expect(
        (
          await s.api('POST', '/api/batch-videos', {
            token: other.token,
            body: { ...bt, title: 'X', videoUrl: 'https://x.example.com' },
          })
        ).status,
      ).toBe(403);
      const list = await s.api(
        'GET',
        `/api/batch-videos?monthYear=${bt.monthYear}&domain=${bt.domain}`,
        { token: st.token },
      );
      expect(list.body.map((v: { title: string }) => v.title)).toEqual(['Intro', 'Second']);
      expect(
        (
          await s.api('GET', `/api/batch-videos?monthYear=${bt.monthYear}&domain=${bt.domain}`, {
            token: outsider.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await s.api('GET', `/api/batch-videos?monthYear=${bt.monthYear}&domain=${bt.domain}`, {
            token: other.token,
          })
        ).status,
      ).toBe(403);
      expect(
        (await s.api('GET', `/api/batch-videos?monthYear=${bt.monthYear}`, { token: admin.token }))
          .status,
      ).toBe(400);

      const moved = await s.api('PUT', `/api/batch-videos/${v2.body._id}`, {
        token: mentor.token,
        body: { order: 0, title: 'Second (fixed)' },
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({
        order: 0,
        title: 'Second (fixed)',
        videoUrl: 'https://videos.example.com/2',
      });
      expect(
        (
          await s.api('PUT', `/api/batch-videos/${v2.body._id}`, {
            token: other.token,
            body: { title: 'Mine' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await s.api('PUT', `/api/batch-videos/${admin.id}`, {
            token: admin.token,
            body: { title: 'None' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/batch-videos/${v1.body._id}`, { token: other.token })).status,
      ).toBe(403);
      expect(
        (await s.api('DELETE', `/api/batch-videos/${v1.body._id}`, { token: mentor.token })).status,
      ).toBe(204);
      expect(
        (await s.api('DELETE', `/api/batch-videos/${v1.body._id}`, { token: mentor.token })).status,
      ).toBe(404);
      // An admin can start a batch with a video alone.
      const empty = freshBatch();
      await s.api('POST', '/api/batch-videos', {
        token: admin.token,
        body: { ...empty, title: 'Welcome', videoUrl: 'https://v.example.com/w' },
      });
      expect(
        (
          await s.api('GET', `/api/batches/${empty.monthYear}/${empty.domain}`, {
            token: admin.token,
          })
        ).body.videoCount,
      ).toBe(1);
    });
  });
}
