/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The gradebook over HTTP: a batch's for its mentor and for admins — paged by cursor, with task
// and quiz cells (the latest review's score) and no money — refused to anyone else; and the
// student's own grades. Totals, weights, a course's gradebook and the CSV: grades-totals.test.ts.
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestUser } from '../../testing/server';
import { useGradesTestbed } from './grades-testbed';

for (const db of testDatabases()) {
  describe(`grades [${db}]`, { timeout: 120_000 }, () => {
    const { s, assigned, gradedBatch } = useGradesTestbed(db);

    it('shows a mentor their batch, paged by name, with task and quiz cells and no money', async () => {
      const { batch, mentor, students, t, theirs, lesson, sub } = await gradedBatch();
      const [zoya, asha, formula] = students as [TestUser, TestUser, TestUser];
      const path = `/api/grades/batch/${batch.monthYear}/${batch.domain}`;
      const seen: any[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const res = await s.api('GET', `${path}?pageSize=2${q}`, { token: mentor.token });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // The mentor's own task and the quiz; not another mentor's task.
        expect(res.body.columns.map((c: any) => c._id)).toEqual([t._id, lesson._id]);
        expect(res.body.columns.map((c: any) => c._id)).not.toContain(theirs._id);
        seen.push(...res.body.items);
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(2);
      expect(seen.map((r) => r.student._id)).toEqual([formula.id, asha.id, zoya.id]);
      const ashaRow = seen[1];
      // Asha has paid ₹1,04,999 and owes ₹1,50,000.50: none of it is the gradebook's.
      expect(JSON.stringify(seen)).not.toMatch(/"paid"|"pending"|104999|150000/);
      expect(ashaRow.overall).toEqual({ total: 0.92, outOf: 1, percent: 91.7, grade: 'A' });
      expect(ashaRow.cells).toEqual([
        {
          columnId: t._id,
          kind: 'task',
          status: 'approved',
          score: 11,
          maxScore: 12,
          attempts: 1,
          late: false,
          submissionId: sub._id,
        },
      ]);
      expect(seen[2].cells).toEqual([
        {
          columnId: t._id,
          kind: 'task',
          status: 'not_submitted',
          maxScore: 12,
          attempts: 0,
          late: false,
        },
        {
          columnId: lesson._id,
          kind: 'quiz',
          attempts: 2,
          late: false,
          bestScorePercent: 80,
          passed: true,
        },
      ]);

      const desc = await s.api('GET', `${path}?order=desc&pageSize=1`, { token: mentor.token });
      expect(desc.body.items[0].student._id).toBe(zoya.id);
      const wrongCursor = await s.api(
        'GET',
        `${path}?order=desc&cursor=${encodeURIComponent(desc.body.nextCursor)}`,
        { token: mentor.token },
      );
      expect(wrongCursor.status).toBe(200);
      const foreign = await s.api(
        'GET',
        `${path}?cursor=${encodeURIComponent(desc.body.nextCursor)}`,
        { token: mentor.token },
      );
      expect(foreign.status).toBe(400);
    });

    it('answers a batch’s gradebook only to its mentors (approved, now) and admins', async () => {
      const { batch, students, t } = await gradedBatch();
      const path = `/api/grades/batch/${batch.monthYear}/${batch.domain}`;
      const stranger = await s.user('mentor');
      expect((await s.api('GET', path, { token: stranger.token })).status).toBe(403);
      const pending = await s.user('mentor', { mentorStatus: 'pending' });
      assigned.set(pending.id, [batch]);
      expect((await s.api('GET', path, { token: pending.token })).status).toBe(403);
      expect((await s.api('GET', path, { token: students[0]!.token })).status).toBe(403);
      expect((await s.api('GET', `${path}/export`, { token: stranger.token })).status).toBe(403);
      expect((await s.api('GET', path)).status).toBe(401);
      const admin = await s.user('admin');
      const all = await s.api('GET', path, { token: admin.token });
      expect(all.status).toBe(200);
      // An admin sees every mentor's tasks for the batch.
      expect(all.body.columns.filter((c: any) => c.kind === 'task')).toHaveLength(2);
      expect(all.body.columns[0]._id).toBe(t._id);
    });

    it('gives a student their own grades only', async () => {
      const { students, t, lesson, mentor } = await gradedBatch();
      const [zoya, asha] = students as [TestUser, TestUser];
      const mine = await s.api('GET', '/api/grades/me', { token: asha.token });
      expect(mine.status).toBe(200);
      expect(mine.body.cells.find((c: any) => c.columnId === t._id)).toMatchObject({ score: 11 });
      expect(mine.body.columns.map((c: any) => c._id)).not.toContain(lesson._id);
      const zoyas = await s.api('GET', '/api/grades/me', { token: zoya.token });
      expect(zoyas.body.cells.find((c: any) => c.columnId === lesson._id)).toMatchObject({
        bestScorePercent: 80,
        passed: true,
      });
      expect((await s.api('GET', '/api/grades/me', { token: mentor.token })).status).toBe(403);
    });
  });
}
