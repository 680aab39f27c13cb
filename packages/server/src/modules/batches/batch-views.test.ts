// What a batch shows and to whom: open sockets moved between batch rooms, batches listed with counts
// and one batch shown to its people only, the mentors a student's batch offers, and its videos.
import { describe, expect, it } from 'vitest';
import {
  connected,
  inRoom,
  nextEvent,
  useServer,
  until,
  testDatabases,
} from '../../testing/server';
import { freshBatch } from './batch-testbed';

for (const db of testDatabases()) {
  describe(`batches: rooms, lists and videos [${db}]`, () => {
    const s = useServer(db);

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
