// Fair routing across a batch's mentors: weighted shares over many submissions, a mentor who joins
// midway, an away mentor, and concurrent submissions, through the routing the submit endpoint calls
// in its transaction (routeSubmission); the roster is set through its endpoints.
import { describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { freshBatch } from './batch-testbed';
import { routeSubmission } from './routing';

for (const db of testDatabases()) {
  describe(`batches: fair routing [${db}]`, () => {
    const s = useServer(db);

    async function setup(weights: number[]) {
      const batch = freshBatch();
      const admin = await s.user('admin');
      const student = await s.user('student', { batch });
      const mentors: TestUser[] = [];
      for (const w of weights) mentors.push(await join(admin, batch, w));
      return { batch, admin, student, mentors };
    }

    async function join(admin: TestUser, batch: BatchRef, weight: number) {
      const mentor = await s.user('mentor');
      const res = await s.api(
        'PUT',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${mentor.id}`,
        { token: admin.token, body: { weight } },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ weight, away: false, routed: 0 });
      return mentor;
    }

    /** Routes `n` submissions of `student`, one transaction each, and counts them by reviewer. */
    async function route(student: TestUser, n: number, counts = new Map<string, number>()) {
      for (let i = 0; i < n; i++) {
        const to = await s.campus.ctx.db.transaction((tx) => routeSubmission(tx, student.id));
        if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
      }
      return counts;
    }

    const within5 = (got: number, share: number) => {
      expect(got).toBeGreaterThanOrEqual(share * 0.95);
      expect(got).toBeLessThanOrEqual(share * 1.05);
    };

    it('shares 300 submissions over mentors weighted 100 / 100 / 50 within 5 % of their weights', async () => {
      const { student, mentors, admin, batch } = await setup([100, 100, 50]);
      const counts = await route(student, 300);
      const [a, b, c] = mentors.map((m) => counts.get(m.id) ?? 0);
      within5(a!, 120);
      within5(b!, 120);
      within5(c!, 60);
      // The roster's counts say the same.
      const roster = await s.api('GET', `/api/batches/${batch.monthYear}/${batch.domain}/mentors`, {
        token: admin.token,
      });
      expect(roster.status).toBe(200);
      expect(roster.body.map((m: { routed: number }) => m.routed)).toEqual([a, b, c]);
    });

    it('gives a mentor who joins after submission 150 no more than their share of the rest', async () => {
      const { student, mentors, admin, batch } = await setup([100, 100, 50]);
      const before = await route(student, 150);
      const late = await join(admin, batch, 100);
      const after = await route(student, 150);
      expect(before.get(late.id)).toBeUndefined();
      // Their share of the 150 after they joined: 100 / 350 of them.
      const share = (150 * 100) / 350;
      expect(after.get(late.id) ?? 0).toBeLessThanOrEqual(Math.ceil(share));
      within5(after.get(late.id) ?? 0, share);
      // The others go on in their proportions over the whole run.
      const total = (m: TestUser) => (before.get(m.id) ?? 0) + (after.get(m.id) ?? 0);
      expect(Math.abs(total(mentors[0]!) - total(mentors[1]!))).toBeLessThanOrEqual(1);
      expect(Math.abs(total(mentors[0]!) - 2 * total(mentors[2]!))).toBeLessThanOrEqual(2);
    });

    it('routes nothing to an away mentor, and does not flood them when they come back', async () => {
      const { student, mentors, batch } = await setup([100, 100, 100]);
      const [a, b, away] = mentors as [TestUser, TestUser, TestUser];
      const path = `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${away.id}`;
      // A mentor sets their own away state, not their weight nor another's.
      expect((await s.api('PUT', path, { token: away.token, body: { away: true } })).status).toBe(
        200,
      );
      expect((await s.api('PUT', path, { token: away.token, body: { weight: 500 } })).status).toBe(
        403,
      );
      expect((await s.api('PUT', path, { token: a.token, body: { away: false } })).status).toBe(
        403,
      );
      const gone = await route(student, 90);
      expect(gone.get(away.id)).toBeUndefined();
      expect(gone.get(a.id)).toBe(45);
      expect(gone.get(b.id)).toBe(45);
      expect((await s.api('PUT', path, { token: away.token, body: { away: false } })).status).toBe(
        200,
      );
      const back = await route(student, 30);
      expect(back.get(away.id)).toBe(10);
    });

    it('refuses in plain words a roster member who is not a working mentor', async () => {
      const { admin, batch, student } = await setup([100]);
      const res = await s.api(
        'PUT',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${student.id}`,
        { token: admin.token, body: { weight: 100 } },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors[0].msg).toBe('This account is not an active, approved mentor.');
      const outsider = await s.user('mentor');
      const list = await s.api('GET', `/api/batches/${batch.monthYear}/${batch.domain}/mentors`, {
        token: outsider.token,
      });
      expect(list.status).toBe(404);
    });

    it('keeps the shares when submissions are routed at the same time', async () => {
      const { student, mentors, batch } = await setup([100, 100, 50]);
      // Fifty students of the batch submit at once: only the roster's lock orders them.
      const students = [student];
      while (students.length < 50) students.push(await s.user('student', { batch }));
      const picks = await Promise.all(
        students.map((st) => s.campus.ctx.db.transaction((tx) => routeSubmission(tx, st.id))),
      );
      const count = (m: TestUser) => picks.filter((p) => p === m.id).length;
      // Each routing saw the counts the one before it left: exactly 20 / 20 / 10.
      expect(mentors.map(count)).toEqual([20, 20, 10]);
    });
  });
}
