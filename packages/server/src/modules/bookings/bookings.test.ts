// One-to-one mentor sessions: request, accept (declining overlaps), validation, cancelling, states
// derived from the clock, concurrent accepts, and a mentor's schedule with its privacy.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { NO_LONGER_FREE } from './dto';
import { sweepDerivedStatuses } from './sweep';
import { bookingsTestbed, DAY, hold, HOUR, lockWaiters, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`bookings [${db}]`, () => {
    const { s, clock, now, freshStart, iso, link, request, respond, group, buffer } =
      bookingsTestbed(db);

    it('requests, accepts (declining overlapping requests) and refuses double booking; back-to-back is fine', async () => {
      const mentor = await s.user('mentor');
      const [a, b, c] = [await s.user('student'), await s.user('student'), await s.user('student')];
      const start = freshStart();
      const ra = await request(a, mentor, iso(start));
      expect(ra.status).toBe(201);
      expect(ra.body).toMatchObject({
        kind: 'one_to_one',
        status: 'pending',
        participantCount: 1,
        durationMinutes: 30,
      });
      expect(ra.body.students).toEqual([expect.objectContaining({ _id: a.id })]);
      const rb = await request(b, mentor, iso(start, 15)); // overlapping pending requests are allowed
      expect(rb.status).toBe(201);
      const pending = await s.api('GET', '/api/bookings/mentor?status=pending', {
        token: mentor.token,
      });
      expect(pending.body.items.map((x: { _id: string }) => x._id).sort()).toEqual(
        [ra.body._id, rb.body._id].sort(),
      );

      const noLink = await respond(mentor, ra.body._id, { decision: 'accept' });
      expect(noLink.status).toBe(400);
      expect(noLink.body.errors).toEqual([expect.objectContaining({ path: 'meetingLink' })]);
      const other = await s.user('mentor');
      expect(
        (await respond(other, ra.body._id, { decision: 'accept', meetingLink: link })).status,
      ).toBe(404);
      const ok = await respond(mentor, ra.body._id, {
        decision: 'accept',
        meetingLink: link,
        note: 'See you',
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        status: 'accepted',
        meetingLink: link,
        note: 'See you',
        respondedAt: expect.any(String),
      });
      const declined = await s.api('GET', `/api/bookings/${rb.body._id}`, { token: b.token });
      expect(declined.body).toMatchObject({ status: 'declined', note: NO_LONGER_FREE });
      expect(declined.body.meetingLink).toBeUndefined();
      expect((await respond(mentor, ra.body._id, { decision: 'decline' })).status).toBe(409);

      expect((await request(c, mentor, iso(start, 29))).status).toBe(409);
      expect((await request(c, mentor, iso(start, -15))).status).toBe(409);
      expect((await request(c, mentor, iso(start, 30))).status).toBe(201); // starts as the other ends
      expect((await request(c, mentor, iso(start, -30))).status).toBe(201); // ends as the other starts
      // The student's own accepted time counts too.
      const mentor2 = await s.user('mentor');
      expect((await request(a, mentor2, iso(start, 10))).status).toBe(409);
      const mine = await s.api('GET', `/api/bookings/${ra.body._id}`, { token: a.token });
      expect(mine.body.meetingLink).toBe(link);
    });

    it('validates requests: future start, known active mentor, at most 5 pending', async () => {
      const mentor = await s.user('mentor');
      const stu = await s.user('student');
      expect((await request(stu, mentor, iso(new Date(now().getTime() - HOUR)))).status).toBe(400);
      expect((await request(stu, mentor, iso(new Date(now().getTime() + 91 * DAY)))).status).toBe(
        400,
      );
      expect((await request(stu, stu, iso(freshStart()))).status).toBe(404);
      const bad = await s.api('POST', '/api/bookings/one-to-one', {
        token: stu.token,
        body: {
          mentorId: mentor.id,
          topic: 'x',
          startTime: iso(freshStart()),
          durationMinutes: 10,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(bad.status).toBe(400);
      const base = freshStart();
      for (let i = 0; i < 5; i++)
        expect((await request(stu, mentor, iso(base, i * 60))).status).toBe(201);
      expect((await request(stu, mentor, iso(base, 6 * 60))).status).toBe(409);
      expect((await request(mentor, mentor, iso(base, 7 * 60))).status).toBe(403);
    });

    it('cancels by either side (idempotent), frees the time, and refuses after the start', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const start = freshStart();
      const r = (await request(a, mentor, iso(start))).body;
      await respond(mentor, r._id, { decision: 'accept', meetingLink: link });
      expect(
        (
          await s.api('POST', `/api/bookings/one-to-one/${r._id}/cancel`, {
            token: b.token,
            body: {},
          })
        ).status,
      ).toBe(404);
      const cancel = await s.api('POST', `/api/bookings/one-to-one/${r._id}/cancel`, {
        token: a.token,
        body: { reason: 'Exam that day' },
      });
      expect(cancel.body).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Exam that day',
        cancelledBy: { _id: a.id },
      });
      const again = await s.api('POST', `/api/bookings/one-to-one/${r._id}/cancel`, {
        token: mentor.token,
      });
      expect(again.status).toBe(200);
      expect(again.body.cancelledBy._id).toBe(a.id);
      expect((await request(b, mentor, iso(start))).status).toBe(201); // the time is free again

      const r2 = (await request(a, mentor, iso(start, 120))).body;
      const declined = await respond(mentor, r2._id, { decision: 'decline', note: 'Busy' });
      expect(declined.body).toMatchObject({ status: 'declined', note: 'Busy' });
      expect(
        (await s.api('POST', `/api/bookings/one-to-one/${r2._id}/cancel`, { token: a.token }))
          .status,
      ).toBe(409);

      const r3 = (await request(a, mentor, iso(start, 240))).body;
      await respond(mentor, r3._id, { decision: 'accept', meetingLink: link });
      clock.offset += start.getTime() - now().getTime() + 245 * MIN;
      try {
        expect(
          (
            await s.api('POST', `/api/bookings/one-to-one/${r3._id}/cancel`, {
              token: mentor.token,
            })
          ).status,
        ).toBe(409);
      } finally {
        clock.offset = 0;
      }
    });

    it('derives expired and completed from the clock, filters by them, and the sweep persists them', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const start = freshStart();
      const pending = (await request(a, mentor, iso(start))).body;
      const accepted = (await request(b, mentor, iso(start, 60))).body;
      await respond(mentor, accepted._id, { decision: 'accept', meetingLink: link });
      clock.offset = start.getTime() - Date.now() + 2 * HOUR;
      try {
        const list = await s.api('GET', `/api/bookings/mentor?from=${iso(start, -60)}`, {
          token: mentor.token,
        });
        const byId = new Map(
          list.body.items.map((x: { _id: string; status: string }) => [x._id, x.status]),
        );
        expect(byId.get(pending._id)).toBe('expired');
        expect(byId.get(accepted._id)).toBe('completed');
        const expired = await s.api(
          'GET',
          `/api/bookings/student?status=expired&from=${iso(start, -60)}`,
          { token: a.token },
        );
        expect(expired.body.map((x: { _id: string }) => x._id)).toEqual([pending._id]);
        expect(
          (await respond(mentor, pending._id, { decision: 'accept', meetingLink: link })).status,
        ).toBe(409);
        expect(await sweepDerivedStatuses(s.campus.ctx)).toBeGreaterThanOrEqual(2);
        const admin = await s.user('admin');
        const all = await s.api(
          'GET',
          `/api/bookings?mentorId=${mentor.id}&status=completed&status=expired`,
          { token: admin.token },
        );
        expect(all.body.items).toHaveLength(2);
        expect(all.body.nextCursor).toBeNull();
      } finally {
        clock.offset = 0;
      }
    });

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

    it('only one of two overlapping accepts wins under concurrency', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const start = freshStart();
      const ra = (await request(a, mentor, iso(start))).body;
      const rb = (await request(b, mentor, iso(start, 10))).body;
      const results = await Promise.all([
        respond(mentor, ra._id, { decision: 'accept', meetingLink: link }),
        respond(mentor, rb._id, { decision: 'accept', meetingLink: link }),
        group(mentor, iso(start, 20)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409].sort());
      const sched = await s.api(
        'GET',
        `/api/bookings/mentor/${mentor.id}?from=${iso(start, -60)}`,
        { token: mentor.token },
      );
      expect(sched.body.busy).toHaveLength(1);
    });

    // Both accepts read the student's calendar before either commits: each must hold the
    // student's row lock, or both see the student free and both win.
    it.runIf(db === 'postgres')(
      'one student is never booked twice by two mentors accepting at once',
      async () => {
        const pool = s.campus.ctx.database.pool!;
        const [ma, mb] = [await s.user('mentor'), await s.user('mentor')];
        const [stu, x, y] = [
          await s.user('student'),
          await s.user('student'),
          await s.user('student'),
        ];
        const start = freshStart();
        const ra = (await request(stu, ma, iso(start))).body;
        const rb = (await request(stu, mb, iso(start))).body;
        // Requests each accept declines as it ends (overlapping, other students'): held here, they
        // stop both accepts after their checks and before their commit.
        const da = (await request(x, ma, iso(start, 10))).body;
        const db2 = (await request(y, mb, iso(start, 10))).body;
        const release = await hold(pool, 'select id from bookings where id = any($1) for update', [
          [da._id, db2._id],
        ]);
        let answers;
        try {
          const accepts = Promise.all([
            respond(ma, ra._id, { decision: 'accept', meetingLink: link }),
            respond(mb, rb._id, { decision: 'accept', meetingLink: link }),
          ]);
          await expect.poll(() => lockWaiters(pool), { timeout: 15_000, interval: 20 }).toBe(2);
          await release();
          answers = await accepts;
        } finally {
          await release();
        }
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(answers.find((r) => r.status === 409)!.body.message).toBe(
          'The student already has another session at this time.',
        );
        const mine = await s.api(
          'GET',
          `/api/bookings/student?status=accepted&from=${iso(start, -60)}`,
          {
            token: stu.token,
          },
        );
        expect(mine.body).toHaveLength(1);
      },
    );

    it.runIf(db === 'postgres')(
      'two cancels of one booking at once tell the other side once',
      async () => {
        const pool = s.campus.ctx.database.pool!;
        const mentor = await s.user('mentor');
        const stu = await s.user('student');
        const booking = (await request(stu, mentor, iso(freshStart()))).body;
        // The booking's row held: both cancels wait inside their transactions, then go one by one.
        const release = await hold(pool, 'select id from bookings where id = $1 for update', [
          booking._id,
        ]);
        let answers;
        try {
          const cancel = () =>
            s.api('POST', `/api/bookings/one-to-one/${booking._id}/cancel`, {
              token: stu.token,
              body: { reason: 'Solved it myself' },
            });
          const both = Promise.all([cancel(), cancel()]);
          await expect.poll(() => lockWaiters(pool), { timeout: 15_000, interval: 20 }).toBe(2);
          await release();
          answers = await both;
        } finally {
          await release();
        }
        expect(answers.map((r) => r.status)).toEqual([200, 200]);
        const bell = await s.api('GET', '/api/notifications', { token: mentor.token });
        const told = (bell.body.items as { event: string }[]).filter(
          (n) => n.event === 'booking_cancelled',
        );
        expect(told).toHaveLength(1);
      },
    );

    it('accepting keeps the mentor’s buffer: a back-to-back request inside it is refused', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      const start = freshStart();
      const ra = (await request(a, mentor, iso(start))).body;
      const rb = (await request(b, mentor, iso(start, 30))).body;
      await buffer(mentor, 30);
      expect(
        (await respond(mentor, ra._id, { decision: 'accept', meetingLink: link })).status,
      ).toBe(200);
      const second = await respond(mentor, rb._id, { decision: 'accept', meetingLink: link });
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/within your 30-minute buffer/);
      expect(second.body.message).toContain('Help with React hooks');
      // A group session is held to the same calendar.
      const g = await group(mentor, iso(start, 45));
      expect(g.status).toBe(409);
      expect(g.body.message).toMatch(/within your 30-minute buffer/);
      expect((await group(mentor, iso(start, 60))).status).toBe(201);
      // Without the buffer, back-to-back is fine again.
      await buffer(mentor, 0);
      expect(
        (await respond(mentor, rb._id, { decision: 'accept', meetingLink: link })).status,
      ).toBe(200);
    });

    it('a live class the mentor hosts blocks accepting and group sessions; an accepted session blocks scheduling a class', async () => {
      const mentor = await s.user('mentor');
      const admin = await s.user('admin');
      const stu = await s.user('student');
      const start = freshStart();
      const batch = { monthYear: '2030-03', domain: 'cal' };
      const liveClass = (startTime: string, extra: Record<string, unknown> = {}) =>
        s.api('POST', '/api/liveclasses', {
          token: admin.token,
          body: {
            title: 'Graphs, part 2',
            batch,
            startTime,
            durationMinutes: 60,
            timezone: 'UTC',
            meetingLink: link,
            hostId: mentor.id,
            ...extra,
          },
        });
      const asked = (await request(stu, mentor, iso(start, 60))).body;
      const cls = await liveClass(iso(start, 60));
      expect(cls.status).toBe(201); // a request that is only pending does not hold the time
      const accept = await respond(mentor, asked._id, { decision: 'accept', meetingLink: link });
      expect(accept.status).toBe(409);
      expect(accept.body.message).toContain('“Graphs, part 2”');
      const g = await group(mentor, iso(start, 90));
      expect(g.status).toBe(409);
      expect(g.body.message).toContain('“Graphs, part 2”');

      // The other way round: an accepted one-to-one holds the time against a class.
      const early = (await request(stu, mentor, iso(start, -120))).body;
      expect(
        (await respond(mentor, early._id, { decision: 'accept', meetingLink: link })).status,
      ).toBe(200);
      const clash = await liveClass(iso(start, -150));
      expect(clash.status).toBe(409);
      expect(clash.body.message).toContain('Help with React hooks');
      // Moving the class onto it is refused too; elsewhere is fine.
      const moved = await s.api('PUT', `/api/liveclasses/${cls.body._id}`, {
        token: admin.token,
        body: { startTime: iso(start, -100) },
      });
      expect(moved.status).toBe(409);
      expect(moved.body.message).toContain('Help with React hooks');
      const fine = await s.api('PUT', `/api/liveclasses/${cls.body._id}`, {
        token: admin.token,
        body: { startTime: iso(start, 300) },
      });
      expect(fine.status).toBe(200);
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
