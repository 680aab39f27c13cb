// Group sessions: create, join and leave (seats, idempotence, full), cancel, and what is refused
// once a session started or when a seat clashes with the student's own bookings.
import { describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import { testDatabases } from '../../testing/server';
import { NO_LONGER_FREE } from './dto';
import { bookingsTestbed, MIN } from './testbed';

for (const db of testDatabases()) {
  describe(`bookings: group sessions [${db}]`, () => {
    const { s, clock, assigned, freshStart, iso, link, request, respond, group } =
      bookingsTestbed(db);

    it('runs group sessions: create, join (idempotent, last seat once), leave, full, cancel', async () => {
      const mentor = await s.user('mentor');
      const batch: BatchRef = { monthYear: '2026-11', domain: `bk-${Date.now().toString(36)}` };
      assigned.set(mentor.id, [batch]);
      const inBatch = [
        await s.user('student', { batch }),
        await s.user('student', { batch }),
        await s.user('student', { batch }),
      ];
      const outsider = await s.user('student');
      const start = freshStart();
      const pendingReq = (await request(outsider, mentor, iso(start, 30))).body;

      expect((await group(mentor, iso(start), { meetingLink: undefined })).status).toBe(400);
      expect(
        (await group(mentor, iso(start), { batch: { monthYear: '2026-11', domain: 'not-mine' } }))
          .status,
      ).toBe(400);
      const created = await group(mentor, iso(start), { batch, capacity: 2 });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        kind: 'group',
        status: 'accepted',
        capacity: 2,
        seatsLeft: 2,
        students: [],
        batch,
      });
      const id = created.body._id;
      expect(
        (await s.api('GET', `/api/bookings/${pendingReq._id}`, { token: outsider.token })).body,
      ).toMatchObject({
        status: 'declined',
        note: NO_LONGER_FREE,
      });
      expect((await group(mentor, iso(start, 30))).status).toBe(409);

      // Restricted to the batch: others cannot see or join it.
      expect(
        (await s.api('POST', `/api/bookings/group-session/${id}/join`, { token: outsider.token }))
          .status,
      ).toBe(404);
      expect((await s.api('GET', `/api/bookings/${id}`, { token: outsider.token })).status).toBe(
        404,
      );
      const openForOutsider = await s.api(
        'GET',
        `/api/bookings/group-session?mentorId=${mentor.id}`,
        { token: outsider.token },
      );
      expect(openForOutsider.body).toMatchObject({ items: [], nextCursor: null });
      const publicView = await s.api('GET', `/api/bookings/${id}`, { token: inBatch[0]!.token });
      expect(publicView.body).toMatchObject({ students: [], joined: false });
      expect(publicView.body.meetingLink).toBeUndefined();

      const joins = await Promise.all(
        inBatch.map((u) =>
          s.api('POST', `/api/bookings/group-session/${id}/join`, { token: u.token }),
        ),
      );
      expect(joins.map((r) => r.status).sort()).toEqual([200, 200, 409]);
      const winner = inBatch[joins.findIndex((r) => r.status === 200)]!;
      const loser = inBatch[joins.findIndex((r) => r.status === 409)]!;
      const joined = joins.find((r) => r.status === 200)!;
      expect(joined.body).toMatchObject({ joined: true, meetingLink: link });
      const again = await s.api('POST', `/api/bookings/group-session/${id}/join`, {
        token: winner.token,
      });
      expect(again.status).toBe(200);
      expect(again.body.seatsLeft).toBe(0);
      expect(again.body.students).toEqual([expect.objectContaining({ _id: winner.id })]);
      const mentorView = await s.api('GET', `/api/bookings/${id}`, { token: mentor.token });
      expect(mentorView.body.students).toHaveLength(2);
      // Full: no longer listed as open for the student who has no seat, still for those who joined.
      const openLoser = await s.api('GET', `/api/bookings/group-session?mentorId=${mentor.id}`, {
        token: loser.token,
      });
      expect(openLoser.body).toMatchObject({ items: [], nextCursor: null });
      const openWinner = await s.api('GET', `/api/bookings/group-session?mentorId=${mentor.id}`, {
        token: winner.token,
      });
      expect(openWinner.body.items).toEqual([expect.objectContaining({ _id: id, joined: true })]);

      const left = await s.api('POST', `/api/bookings/group-session/${id}/leave`, {
        token: winner.token,
      });
      expect(left.body).toMatchObject({ joined: false, seatsLeft: 1 });
      expect(left.body.meetingLink).toBeUndefined();
      expect(
        (await s.api('POST', `/api/bookings/group-session/${id}/leave`, { token: winner.token }))
          .status,
      ).toBe(200);
      expect(
        (await s.api('POST', `/api/bookings/group-session/${id}/join`, { token: loser.token }))
          .status,
      ).toBe(200);

      const otherMentor = await s.user('mentor');
      expect(
        (
          await s.api('POST', `/api/bookings/group-session/${id}/cancel`, {
            token: otherMentor.token,
          })
        ).status,
      ).toBe(404);
      const cancelled = await s.api('POST', `/api/bookings/group-session/${id}/cancel`, {
        token: mentor.token,
        body: { reason: 'Mentor unwell' },
      });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Mentor unwell' });
      expect(
        (await s.api('POST', `/api/bookings/group-session/${id}/cancel`, { token: mentor.token }))
          .status,
      ).toBe(200);
      const loserList = await s.api('GET', '/api/bookings/student', { token: loser.token });
      expect(loserList.body).toEqual([
        expect.objectContaining({ _id: id, status: 'cancelled', cancelReason: 'Mentor unwell' }),
      ]);
      expect(
        (await s.api('POST', `/api/bookings/group-session/${id}/join`, { token: winner.token }))
          .status,
      ).toBe(409);
    });

    it('refuses joining or leaving once started, and a seat that clashes with the student’s own booking', async () => {
      const mentor = await s.user('mentor');
      const mentor2 = await s.user('mentor');
      const stu = await s.user('student');
      const start = freshStart();
      const g = (await group(mentor, iso(start))).body;
      const r = (await request(stu, mentor2, iso(start, 30))).body;
      await respond(mentor2, r._id, { decision: 'accept', meetingLink: link });
      expect(
        (await s.api('POST', `/api/bookings/group-session/${g._id}/join`, { token: stu.token }))
          .status,
      ).toBe(409);
      const g2 = (await group(mentor, iso(start, 180))).body;
      expect(
        (await s.api('POST', `/api/bookings/group-session/${g2._id}/join`, { token: stu.token }))
          .status,
      ).toBe(200);
      clock.offset = start.getTime() - Date.now() + 185 * MIN;
      try {
        expect(
          (await s.api('POST', `/api/bookings/group-session/${g2._id}/leave`, { token: stu.token }))
            .status,
        ).toBe(409);
        const late = await s.user('student');
        expect(
          (await s.api('POST', `/api/bookings/group-session/${g2._id}/join`, { token: late.token }))
            .status,
        ).toBe(409);
        expect(
          (
            await s.api('POST', `/api/bookings/group-session/${g2._id}/cancel`, {
              token: mentor.token,
            })
          ).status,
        ).toBe(409);
      } finally {
        clock.offset = 0;
      }
    });
  });
}
