// What accepting a one-to-one session must never double book: concurrent accepts (for the mentor
// and for the student), the mentor's buffer, and the live classes the mentor hosts.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { bookingsTestbed, hold, lockWaiters } from './testbed';

for (const db of testDatabases()) {
  describe(`bookings: clashes [${db}]`, () => {
    const { s, freshStart, iso, link, request, respond, group, buffer } = bookingsTestbed(db);

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
      // Whichever commits first wins (200 for an accept, 201 for the group); the other two clash
      // with it.
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
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
  });
}
