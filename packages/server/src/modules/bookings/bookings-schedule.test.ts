// What a mentor's sessions and schedule show: /mentor-sessions paged by cursor, and busy times for
// all with the bookings themselves only for the mentor and admins.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { bookingsTestbed } from './testbed';

for (const db of testDatabases()) {
  describe(`bookings: schedule [${db}]`, () => {
    const { s, freshStart, iso, link, request, respond, group } = bookingsTestbed(db);

    it('pages a mentor’s sessions by cursor as /mentor-sessions reads them: requests, upcoming, past newest first', async () => {
      const mentor = await s.user('mentor');
      const students = [await s.user('student'), await s.user('student'), await s.user('student')];
      const start = freshStart();
      const asked = [];
      for (const [i, st] of students.entries())
        asked.push((await request(st, mentor, iso(start, i * 60))).body);
      const later = (await request(students[0]!, mentor, iso(start, 4 * 60))).body;
      await respond(mentor, asked[0]._id, { decision: 'accept', meetingLink: link });
      await respond(mentor, asked[1]._id, { decision: 'decline' });
      const grouped = (await group(mentor, iso(start, 6 * 60))).body;
      const read = async (query: string) => {
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const url: string = `/api/bookings/mentor?${query}&pageSize=1${cursor ? `&cursor=${cursor}` : ''}`;
          const res = await s.api('GET', url, { token: mentor.token });
          expect(res.status).toBe(200);
          expect(res.body.items.length).toBeLessThanOrEqual(1);
          ids.push(...res.body.items.map((b: { _id: string }) => b._id));
          cursor = res.body.nextCursor;
        } while (cursor);
        return ids;
      };
      expect(await read('status=pending')).toEqual([asked[2]._id, later._id]);
      expect(await read('status=accepted')).toEqual([asked[0]._id, grouped._id]);
      expect(await read('order=desc')).toEqual([
        grouped._id,
        later._id,
        asked[2]._id,
        asked[1]._id,
        asked[0]._id,
      ]);
      expect(
        await read('status=completed&status=declined&status=cancelled&status=expired&order=desc'),
      ).toEqual([asked[1]._id]);

      const first = await s.api('GET', '/api/bookings/mentor?pageSize=1', { token: mentor.token });
      const bad = await s.api('GET', '/api/bookings/mentor?cursor=not-a-cursor', {
        token: mentor.token,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(
        'This page link is no longer valid. Go back to the first page.',
      );
      const otherOrder = await s.api(
        'GET',
        `/api/bookings/mentor?order=desc&cursor=${first.body.nextCursor}`,
        { token: mentor.token },
      );
      expect(otherOrder.status).toBe(400);
      // Another mentor's page never shows this mentor's sessions, whatever the cursor.
      const other = await s.user('mentor');
      const theirs = await s.api('GET', `/api/bookings/mentor?cursor=${first.body.nextCursor}`, {
        token: other.token,
      });
      expect(theirs.status).toBe(200);
      expect(theirs.body.items).toEqual([]);
      const asStudent = await s.api('GET', '/api/bookings/mentor', { token: students[0]!.token });
      expect(asStudent.status).toBe(403);
    });

    it('shows a mentor’s schedule with privacy: busy times for all, bookings only for the mentor and admins', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const admin = await s.user('admin');
      const start = freshStart();
      const accepted = (await request(a, mentor, iso(start))).body;
      await respond(mentor, accepted._id, { decision: 'accept', meetingLink: link });
      const mineReq = (await request(b, mentor, iso(start, 120))).body;
      const g = (await group(mentor, iso(start, 240))).body;
      const from = iso(start, -60);
      const forB = await s.api('GET', `/api/bookings/mentor/${mentor.id}?from=${from}`, {
        token: b.token,
      });
      expect(forB.status).toBe(200);
      expect(forB.body.busy).toEqual([
        { startTime: iso(start), endTime: iso(start, 30) },
        { startTime: iso(start, 240), endTime: iso(start, 300) },
      ]);
      expect(forB.body.groupSessions).toEqual([
        expect.objectContaining({ _id: g._id, students: [] }),
      ]);
      expect(forB.body.groupSessions[0].meetingLink).toBeUndefined();
      expect(forB.body.mine.map((x: { _id: string }) => x._id)).toEqual([mineReq._id]);
      expect(forB.body.bookings).toBeUndefined();
      const forMentor = await s.api('GET', `/api/bookings/mentor/${mentor.id}?from=${from}`, {
        token: mentor.token,
      });
      expect(forMentor.body.bookings).toHaveLength(3);
      expect(forMentor.body.mine).toBeUndefined();
      const forAdmin = await s.api('GET', `/api/bookings/mentor/${mentor.id}?from=${from}`, {
        token: admin.token,
      });
      expect(forAdmin.body.bookings).toHaveLength(3);
      const other = await s.user('mentor');
      const forOther = await s.api('GET', `/api/bookings/mentor/${mentor.id}?from=${from}`, {
        token: other.token,
      });
      expect(forOther.body.bookings).toBeUndefined();
      expect(forOther.body.groupSessions[0].students).toEqual([]);
      const tooWide = await s.api(
        'GET',
        `/api/bookings/mentor/${mentor.id}?from=${from}&to=${iso(start, 63 * 24 * 60)}`,
        {
          token: b.token,
        },
      );
      expect(tooWide.status).toBe(400);
      expect((await s.api('GET', `/api/bookings/mentor/${a.id}`, { token: b.token })).status).toBe(
        404,
      );
      // Another student's one-to-one stays private.
      expect((await s.api('GET', `/api/bookings/${accepted._id}`, { token: b.token })).status).toBe(
        404,
      );
      expect((await s.api('GET', '/api/bookings', { token: mentor.token })).status).toBe(403);
      const adminList = await s.api('GET', `/api/bookings?mentorId=${mentor.id}&kind=one_to_one`, {
        token: admin.token,
      });
      expect(adminList.body.items).toHaveLength(2);
      expect(adminList.body.nextCursor).toBeNull();
      expect(adminList.body.items[0].startTime > adminList.body.items[1].startTime).toBe(true);
    });
  });
}
