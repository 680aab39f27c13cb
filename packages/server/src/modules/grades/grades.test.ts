/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The gradebook over HTTP: a batch's for its mentor and for admins — paged by cursor,
// with task and quiz cells (the latest review's score) and ₹ figures — refused to anyone else, the
// student's own grades, and the CSV's bytes (BOM, escaping, formula injection, en-IN ₹).
import { describe, expect, it } from 'vitest';
import { payments, quizAttempts } from '../../db/schema/index';
import { testDatabases, type TestUser } from '../../testing/server';
import { makeCourse } from '../../testing/courses';
import { pick, RUBRIC } from '../../testing/rubric';
import type { BatchRef } from '../../context';
import { useServer } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`grades [${db}]`, { timeout: 120_000 }, () => {
    // Mentors' batches answered from `assigned` (as the tasks suites do), so no assignment is needed.
    const assigned = new Map<string, BatchRef[]>();
    const s = useServer(db, {}, (server) => {
      server.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
    });
    let n = 0;
    async function cohort() {
      const batch: BatchRef = {
        monthYear: '2026-11',
        domain: `grades-${Date.now().toString(36)}-${n++}`,
      };
      const mentor = await s.user('mentor');
      assigned.set(mentor.id, [batch]);
      return { batch, mentor };
    }
    const createTask = (token: string, body: Record<string, unknown>) =>
      s.api('POST', '/api/tasks', {
        token,
        body: {
          title: 'Build a to-do app',
          dueDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
          timezone: 'Asia/Kolkata',
          ...body,
        },
      });

    const review = (token: string, t: any, subId: string, body: unknown) =>
      s.api('POST', `/api/tasks/${t._id}/submissions/${subId}/feedback`, { token, body });
    const submit = (st: TestUser, t: any) =>
      s.api('POST', `/api/tasks/${t._id}/submit`, { token: st.token, body: { text: 'Done' } });

    /** A batch of three named students, a mentor's rubric task, another mentor's task, a quiz. */
    async function gradedBatch() {
      const { batch, mentor } = await cohort();
      const names = ['Zoya Khan', 'Asha "Ash" Verma, Jr.', '=HYPERLINK("http://x")'];
      const students: TestUser[] = [];
      for (const [i, name] of names.entries())
        students.push(
          await s.user('student', { batch, name, pendingAmount: i === 1 ? 150000.5 : 0 }),
        );
      const [zoya, asha] = students as [TestUser, TestUser, TestUser];
      const t = (await createTask(mentor.token, { batch, grading: RUBRIC, title: 'Landing page' }))
        .body;
      const sub = (await submit(asha, t)).body;
      await review(mentor.token, t, sub._id, {
        status: 'approved',
        score: {
          levels: pick(t, { Correctness: 'Works', 'Code quality': 'Clean', Tests: 'Some' }),
        },
      });
      const other = await s.user('mentor');
      assigned.set(other.id, [batch]);
      const theirs = (await createTask(other.token, { batch, title: 'Their task' })).body;

      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0, title: 'Gradebook course' });
      const lesson = course.modules
        .flatMap((m: any) => m.lessons)
        .find((l: any) => l.type === 'quiz');
      const ctx = s.campus.ctx;
      const at = new Date();
      await ctx.db.insert(quizAttempts).values([
        {
          lessonId: lesson._id,
          courseId: course._id,
          studentId: zoya.id,
          number: 1,
          status: 'submitted',
          asked: [],
          scorePercent: 40,
          passed: false,
          startedAt: at,
          submittedAt: at,
        },
        {
          lessonId: lesson._id,
          courseId: course._id,
          studentId: zoya.id,
          number: 2,
          status: 'submitted',
          asked: [],
          scorePercent: 80,
          passed: true,
          startedAt: at,
          submittedAt: at,
        },
      ]);
      await ctx.db.insert(payments).values([
        {
          providerPaymentId: `pay-${asha.id}-1`,
          userId: asha.id,
          amount: 4999,
          status: 'succeeded',
        },
        {
          providerPaymentId: `pay-${asha.id}-2`,
          userId: asha.id,
          amount: 100000,
          status: 'succeeded',
        },
        { providerPaymentId: `pay-${asha.id}-3`, userId: asha.id, amount: 777, status: 'failed' },
      ]);
      return { batch, mentor, other, students, t, theirs, lesson, sub };
    }

    it('shows a mentor their batch, paged by name, with task and quiz cells and ₹ figures', async () => {
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
      expect(ashaRow).toMatchObject({ paid: 104999, pending: 150000.5 });
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

    it('exports a CSV with a BOM, escaped names, neutralised formulas and en-IN ₹', async () => {
      const { batch, mentor } = await gradedBatch();
      const res = await fetch(
        `${s.url}/api/grades/batch/${batch.monthYear}/${batch.domain}/export`,
        {
          headers: { authorization: `Bearer ${mentor.token}` },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain(
        `gradebook-${batch.monthYear}-${batch.domain}.csv`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Student,Email,Paid (₹),Pending (₹),Landing page — status,Landing page — score,Check — best %,Check — attempts',
      );
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",[^,]+,₹0,₹0,Not submitted,,,$/);
      expect(lines[2]).toMatch(
        /^"Asha ""Ash"" Verma, Jr\.",[^,]+,"₹1,04,999","₹1,50,000\.50",Approved,11 \/ 12,,$/,
      );
      expect(lines[3]).toMatch(/^Zoya Khan,[^,]+,₹0,₹0,Not submitted,,80%,2$/);
      expect(lines[4]).toBe('');
      expect(lines).toHaveLength(5);
    });
  });
}
