import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import { startServer, testDatabases, type TestServer, type TestUser } from '../../testing/server';

const HOUR = 60 * 60 * 1000;

for (const db of testDatabases()) {
  describe(`mentor task views: review queue, students [${db}]`, () => {
    let s: TestServer;
    const assigned = new Map<string, BatchRef[]>();
    let n = 0;

    async function cohort(count: number) {
      const batch: BatchRef = {
        monthYear: '2026-11',
        domain: `queue-${Date.now().toString(36)}-${n++}`,
      };
      const mentor = await s.user('mentor');
      assigned.set(mentor.id, [batch]);
      const students: TestUser[] = [];
      for (let i = 0; i < count; i++) students.push(await s.user('student', { batch }));
      return { batch, mentor, students };
    }

    async function task(mentor: TestUser, batch: BatchRef, title: string) {
      const res = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title,
          dueDate: new Date(Date.now() + 72 * HOUR).toISOString(),
          timezone: 'Asia/Kolkata',
          batch,
        },
      });
      expect(res.status).toBe(201);
      return res.body as { _id: string };
    }

    async function submit(student: TestUser, taskId: string, text: string) {
      const res = await s.api('POST', `/api/tasks/${taskId}/submit`, {
        token: student.token,
        body: { text },
      });
      expect(res.status).toBe(201);
      return res.body as { _id: string };
    }

    const queue = (token: string, query = '') =>
      s.api('GET', `/api/tasks/review-queue${query}`, { token });

    beforeAll(async () => {
      s = await startServer(db);
      s.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('lists only the mentor’s pending submissions, oldest first, and drops reviewed ones', async () => {
      const { batch, mentor, students } = await cohort(2);
      const [a, b] = students as [TestUser, TestUser];
      const other = await cohort(1);
      const t1 = await task(mentor, batch, 'Build a to-do app');
      const t2 = await task(mentor, batch, 'Write tests');
      const foreign = await task(other.mentor, other.batch, 'Someone else’s task');
      const first = await submit(a, t1._id, 'first');
      const second = await submit(b, t2._id, 'second');
      const third = await submit(b, t1._id, 'third');
      await submit(other.students[0]!, foreign._id, 'not yours');

      const all = await queue(mentor.token);
      expect(all.status).toBe(200);
      expect(all.body.items.map((i: { submission: { _id: string } }) => i.submission._id)).toEqual([
        first._id,
        second._id,
        third._id,
      ]);
      expect(all.body.items[0]).toMatchObject({
        task: { _id: t1._id, title: 'Build a to-do app', status: 'open', batch },
        submission: { text: 'first', attempt: 1, status: 'pending', student: { _id: a.id } },
      });

      const reviewed = await s.api(
        'POST',
        `/api/tasks/${t1._id}/submissions/${first._id}/feedback`,
        { token: mentor.token, body: { status: 'approved' } },
      );
      expect(reviewed.status).toBe(200);
      const after = await queue(mentor.token);
      expect(
        after.body.items.map((i: { submission: { _id: string } }) => i.submission._id),
      ).toEqual([second._id, third._id]);
    });

    it('filters by task and by batch', async () => {
      const { batch, mentor, students } = await cohort(1);
      const t1 = await task(mentor, batch, 'One');
      const t2 = await task(mentor, batch, 'Two');
      await submit(students[0]!, t1._id, 'one');
      const two = await submit(students[0]!, t2._id, 'two');

      const byTask = await queue(mentor.token, `?taskId=${t2._id}`);
      expect(
        byTask.body.items.map((i: { submission: { _id: string } }) => i.submission._id),
      ).toEqual([two._id]);
      const byBatch = await queue(
        mentor.token,
        `?monthYear=${batch.monthYear}&domain=${batch.domain}`,
      );
      expect(byBatch.body.items).toHaveLength(2);
      const otherBatch = await queue(mentor.token, '?monthYear=2026-11&domain=nowhere');
      expect(otherBatch.body.items).toEqual([]);
      const bad = await queue(mentor.token, '?monthYear=November');
      expect(bad.status).toBe(400);
    });

    it('is for mentors and admins only; an admin sees every mentor’s queue', async () => {
      const { batch, mentor, students } = await cohort(1);
      const t = await task(mentor, batch, 'Admin can see');
      const sub = await submit(students[0]!, t._id, 'mine');
      expect((await queue(students[0]!.token)).status).toBe(403);
      expect((await s.api('GET', '/api/tasks/review-queue')).status).toBe(401);
      const admin = await s.user('admin');
      const seen = await queue(admin.token);
      expect(seen.status).toBe(200);
      expect(
        seen.body.items.map((i: { submission: { _id: string } }) => i.submission._id),
      ).toContain(sub._id);
      const stranger = await s.user('mentor');
      expect((await queue(stranger.token)).body.items).toEqual([]);
    });

    it('sums each student’s standing for /my-students and says who needs attention', async () => {
      const { batch, mentor, students } = await cohort(2);
      const [busy, quiet] = students as [TestUser, TestUser];
      const t1 = await task(mentor, batch, 'Approved one');
      await task(mentor, batch, 'Still open');
      const sub = await submit(busy, t1._id, 'done');
      await s.api('POST', `/api/tasks/${t1._id}/submissions/${sub._id}/feedback`, {
        token: mentor.token,
        body: { status: 'approved' },
      });
      const res = await s.api('GET', '/api/tasks/mentor/students', { token: mentor.token });
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(2);
      expect(res.body.needAttention).toBe(1);
      // The student who never submitted comes first, with the reason in words.
      expect(res.body.items[0]).toMatchObject({
        student: { _id: quiet.id },
        batch,
        assigned: 2,
        approved: 0,
        toDo: 2,
        needsAttention: ['Has not submitted anything yet'],
      });
      expect(res.body.items[1]).toMatchObject({
        student: { _id: busy.id },
        assigned: 2,
        approved: 1,
        toDo: 1,
        overdue: 0,
        needsAttention: [],
      });
      expect(res.body.items[1].lastSubmittedAt).toEqual(expect.any(String));
      expect((await s.api('GET', '/api/tasks/mentor/students', { token: busy.token })).status).toBe(
        403,
      );
      const stranger = await s.user('mentor');
      expect(
        (await s.api('GET', '/api/tasks/mentor/students', { token: stranger.token })).body.items,
      ).toEqual([]);
    });
  });
}
