// One-to-one mentor sessions through their life: request, accept (declining overlaps), validation,
// cancelling by either side, and the states derived from the clock.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { NO_LONGER_FREE } from './dto';
import { sweepDerivedStatuses } from './sweep';
import { bookingsTestbed, DAY, HOUR, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`bookings: lifecycle [${db}]`, () => {
    const { s, clock, now, freshStart, iso, link, request, respond } = bookingsTestbed(db);

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
  });
}
