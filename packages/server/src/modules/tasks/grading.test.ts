/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Scores and rubrics on tasks over HTTP: a rubric or a plain maximum set with the task,
// reviews scored on the server (a level must be its criterion's, a plain score within range, in
// plain words), each review keeping its own score so "changes requested" stays in the history, and a
// task without grading reviewed as a plain accept or request for changes.
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestUser } from '../../testing/server';
import { pick, RUBRIC } from '../../testing/rubric';
import { tasksTestbed } from './testbed';

for (const db of testDatabases()) {
  describe(`tasks: scores and rubrics [${db}]`, { timeout: 120_000 }, () => {
    const { s, cohort, createTask } = tasksTestbed(db);

    const review = (token: string, t: any, subId: string, body: unknown) =>
      s.api('POST', `/api/tasks/${t._id}/submissions/${subId}/feedback`, { token, body });
    const submit = (st: TestUser, t: any) =>
      s.api('POST', `/api/tasks/${t._id}/submit`, { token: st.token, body: { text: 'Done' } });

    it('scores a rubric on the server: levels must be their criterion’s, every review keeps its score', async () => {
      const { batch, mentor, students } = await cohort(1);
      const stu = students[0]!;
      const blank = await createTask(mentor.token, {
        batch,
        grading: {
          kind: 'rubric',
          criteria: [{ title: ' ', levels: [{ title: 'A', points: 1 }] }],
        },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.errors[0]).toMatchObject({
        path: 'grading.criteria.0.title',
        msg: 'Each criterion needs a name',
      });
      const created = await createTask(mentor.token, { batch, grading: RUBRIC });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const t = created.body;
      expect(t.grading).toMatchObject({ kind: 'rubric', maxScore: 12 });
      expect(t.grading.criteria.map((c: any) => [c.title, c.maxPoints])).toEqual([
        ['Correctness', 5],
        ['Code quality', 4],
        ['Tests', 3],
      ]);
      const first = (await submit(stu, t)).body;

      const [c1, c2] = t.grading.criteria;
      const foreign = await review(mentor.token, t, first._id, {
        status: 'approved',
        score: {
          levels: [
            { criterionId: c1._id, levelId: c2.levels[0]._id },
            ...pick(t, { 'Code quality': 'Clean', Tests: 'Some' }),
          ],
        },
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors[0].msg).toBe('That level is not one of "Correctness"');
      const partial = await review(mentor.token, t, first._id, {
        status: 'approved',
        score: {
          levels: pick(t, { Correctness: 'Works', 'Code quality': 'Clean', Tests: 'Some' }).slice(
            0,
            2,
          ),
        },
      });
      expect(partial.status).toBe(400);
      expect(partial.body.errors[0].msg).toBe('Choose a level for "Tests"');
      const unscored = await review(mentor.token, t, first._id, { status: 'approved' });
      expect(unscored.status).toBe(400);
      expect(unscored.body.errors[0].msg).toBe(
        'Choose a level for every criterion before approving',
      );
      const plain = await review(mentor.token, t, first._id, {
        status: 'approved',
        score: { points: 12 },
      });
      expect(plain.status).toBe(400);

      const changes = await review(mentor.token, t, first._id, {
        status: 'modification_requested',
        comment: 'Add tests',
        score: {
          levels: pick(t, { Correctness: 'Works', 'Code quality': 'Messy', Tests: 'None' }),
        },
      });
      expect(changes.status, JSON.stringify(changes.body)).toBe(200);
      expect(changes.body.feedback[0].score).toMatchObject({ total: 6, maxScore: 12 });

      const second = (await submit(stu, t)).body;
      const approved = await review(mentor.token, t, second._id, {
        status: 'approved',
        score: {
          levels: pick(t, { Correctness: 'Works', 'Code quality': 'Clean', Tests: 'Thorough' }),
        },
      });
      expect(approved.status).toBe(200);
      expect(approved.body.feedback[0].score.total).toBe(12);

      // The student sees the rubric and both reviews' scores in their history.
      const mine = await s.api('GET', `/api/tasks/${t._id}`, { token: stu.token });
      expect(mine.body.grading.criteria).toHaveLength(3);
      const history = mine.body.progress[0].submissions;
      expect(history.map((h: any) => h.feedback[0].score.total)).toEqual([12, 6]);
      expect(history[1].feedback[0].score.criteria.map((c: any) => c.level)).toEqual([
        'Works',
        'Messy',
        'None',
      ]);
    });

    it('refuses a plain score out of range in words, and a score on a task without grading', async () => {
      const { batch, mentor, students } = await cohort(1);
      const t = (
        await createTask(mentor.token, { batch, grading: { kind: 'points', maxScore: 10 } })
      ).body;
      expect(t.grading).toEqual({ kind: 'points', maxScore: 10 });
      const sub = (await submit(students[0]!, t)).body;
      const over = await review(mentor.token, t, sub._id, {
        status: 'approved',
        score: { points: 11 },
      });
      expect(over.status).toBe(400);
      expect(over.body.errors[0].msg).toBe('The score must be between 0 and 10 (it was 11)');
      expect(
        (await review(mentor.token, t, sub._id, { status: 'approved', score: { points: 7.5 } }))
          .body.feedback[0].score,
      ).toEqual({ total: 7.5, maxScore: 10 });

      const plain = (await createTask(mentor.token, { batch })).body;
      expect(plain.grading).toBeUndefined();
      const sub2 = (await submit(students[0]!, plain)).body;
      const scored = await review(mentor.token, plain, sub2._id, {
        status: 'approved',
        score: { points: 1 },
      });
      expect(scored.status).toBe(400);
      expect(scored.body.errors[0].msg).toBe('This task has no score or rubric to mark');
      expect((await review(mentor.token, plain, sub2._id, { status: 'approved' })).status).toBe(
        200,
      );

      // Editing the grading away leaves the task as tasks always were.
      const edited = await s.api('PATCH', `/api/tasks/${t._id}`, {
        token: mentor.token,
        body: { grading: { kind: 'none' } },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.grading).toBeUndefined();
    });
  });
}
