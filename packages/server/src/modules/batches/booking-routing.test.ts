// A booking request to any mentor of the student's batch (requestOneToOneBooking without a
// mentor), over real HTTP: routed by the batch's weighted turn like submissions, skipping members
// away or whose hours do not take the time, and refused in words when nobody can take it.
import type { BatchMentor, Booking } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { freshBatch } from './batch-testbed';

const DAY = 24 * 60 * 60 * 1000;

for (const db of testDatabases()) {
  describe(`batches: booking requests to any mentor of the batch [${db}]`, () => {
    const s = useServer(db);
    let slot = 0;

    /** A mentor on the batch's roster at `weight`, open every hour unless `hours` is false. */
    async function join(admin: TestUser, batch: BatchRef, weight: number, hours = true) {
      const mentor = await s.user('mentor');
      const res = await s.api(
        'PUT',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${mentor.id}`,
        { token: admin.token, body: { weight } },
      );
      expect(res.status).toBe(200);
      if (hours) {
        const published = await s.api('PUT', '/api/bookings/availability', {
          token: mentor.token,
          body: {
            timezone: 'UTC',
            weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
              weekday,
              start: '00:00',
              end: '24:00',
            })),
            daysOff: [],
            bufferMinutes: 0,
          },
        });
        expect(published.status).toBe(200);
      }
      return mentor;
    }

    /** A request without a mentor, at a time no other request of this suite has. */
    function ask(student: TestUser) {
      const start = new Date(Date.now() + 2 * DAY + slot++ * 60 * 60 * 1000);
      start.setUTCMinutes(0, 0, 0);
      return s.api<Booking & { message?: string; errors?: Array<{ msg: string }> }>(
        'POST',
        '/api/bookings/one-to-one',
        {
          token: student.token,
          body: {
            topic: 'Stuck on closures',
            startTime: start.toISOString(),
            durationMinutes: 30,
            timezone: 'Asia/Kolkata',
          },
        },
      );
    }

    it('shares requests by weight, skipping a mentor whose hours do not take the time and one away', async () => {
      const batch = freshBatch();
      const admin = await s.user('admin');
      const [a, b, c] = [
        await join(admin, batch, 100),
        await join(admin, batch, 100),
        await join(admin, batch, 50),
      ];
      const closed = await join(admin, batch, 100, false);
      const students: TestUser[] = [];
      for (let i = 0; i < 10; i++) students.push(await s.user('student', { batch }));

      const counts = new Map<string, number>();
      for (const student of students)
        for (let i = 0; i < 2; i++) {
          const res = await ask(student);
          expect(res.status).toBe(201);
          expect(res.body.status).toBe('pending');
          const to = res.body.mentor._id;
          counts.set(to, (counts.get(to) ?? 0) + 1);
        }
      // 20 requests over weights 100 / 100 / 50: exactly 8 / 8 / 4; none to the one with no hours.
      expect([a, b, c, closed].map((m) => counts.get(m.id) ?? 0)).toEqual([8, 8, 4, 0]);
      const roster = await s.api<BatchMentor[]>(
        'GET',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors`,
        { token: admin.token },
      );
      expect(roster.body.map((m) => m.routed)).toEqual([8, 8, 4, 0]);

      // Away, a mentor gets none.
      const away = await s.api(
        'PUT',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${b.id}`,
        { token: admin.token, body: { away: true } },
      );
      expect(away.status).toBe(200);
      const later = new Set<string>();
      for (const student of students.slice(0, 6)) {
        const res = await ask(student);
        expect(res.status).toBe(201);
        later.add(res.body.mentor._id);
      }
      expect([...later].sort()).toEqual([a.id, c.id].sort());
    });

    it('refuses in words when the student has no batch, or no mentor of it takes the time', async () => {
      const loner = await s.user('student');
      const alone = await ask(loner);
      expect(alone.status).toBe(400);
      expect(alone.body.errors?.map((e) => e.msg)).toEqual([
        'Choose a mentor: you are not in a batch yet.',
      ]);

      const batch = freshBatch();
      const admin = await s.user('admin');
      await join(admin, batch, 100, false);
      const student = await s.user('student', { batch });
      const nobody = await ask(student);
      expect(nobody.status).toBe(409);
      expect(nobody.body.message).toBe(
        'No mentor of your batch is free at this time. Try another time.',
      );
    });
  });
}
