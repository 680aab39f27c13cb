/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// A course's quiz results are kept per quiz and recomputed only when the database marked the quiz:
// a read with nothing changed aggregates nothing; a graded attempt, a student leaving or coming back
// shows on the next read, recomputing that quiz alone; saving an open attempt or enrolling a student
// who took nothing marks nothing; reads at once agree; and (on PostgreSQL) a write that commits
// while a read recomputes is counted by the next read.
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { quizResultFigures, quizResultsStale } from '../../db/schema/index';
import { testDatabases } from '../../testing/server';
import { useQuizResultsTestbed } from './quiz-results-testbed';

for (const db of testDatabases()) {
  describe(`a course's kept quiz results [${db}]`, { timeout: 120_000 }, () => {
    const { s, twoQuizCourse, enrolled, attempt, results } = useQuizResultsTestbed(db);

    /** When each quiz of the course was last computed. */
    async function computedAt(courseId: string): Promise<Record<string, string>> {
      const rows = await s.campus.ctx.db
        .select({ id: quizResultFigures.lessonId, at: quizResultFigures.computedAt })
        .from(quizResultFigures)
        .where(eq(quizResultFigures.courseId, courseId));
      return Object.fromEntries(rows.map((r) => [r.id, r.at.toISOString()]));
    }

    /** The quizzes (of these) marked stale. */
    async function marked(...lessonIds: string[]): Promise<string[]> {
      const rows = await s.campus.ctx.db
        .selectDistinct({ id: quizResultsStale.lessonId })
        .from(quizResultsStale)
        .where(inArray(quizResultsStale.lessonId, lessonIds));
      return rows.map((r) => r.id).sort();
    }

    const queries = (res: { headers: Headers }) => Number(res.headers.get('x-db-queries'));
    const quiz = (body: any, lessonId: string) =>
      body.quizzes.find((q: any) => q.lessonId === lessonId);

    it('answers a read with nothing changed from the kept figures, and recomputes only the quiz that changed', async () => {
      const { inst, course, basics, generics, ids } = await twoQuizCourse();
      const [asha, bala] = [await enrolled(course._id), await enrolled(course._id)];
      await attempt(asha, basics._id, ids, {
        keyword: 'right',
        erased: 'right',
        superset: 'right',
      });
      await attempt(bala, basics._id, ids, { keyword: 'right', erased: 'wrong' });
      await attempt(asha, generics._id, ids, { keyword: 'right' });
      expect(await marked(basics._id, generics._id)).toEqual([basics._id, generics._id].sort());

      const first = await results(course._id, inst.token);
      expect(first.status).toBe(200);
      expect(await marked(basics._id, generics._id)).toEqual([]);
      const computed = await computedAt(course._id);
      expect(Object.keys(computed).sort()).toEqual([basics._id, generics._id].sort());

      // Nothing changed: the same answer, no figure recomputed, fewer queries (and always as few).
      const second = await results(course._id, inst.token);
      expect(second.body).toEqual(first.body);
      expect(await computedAt(course._id)).toEqual(computed);
      expect(queries(second)).toBeLessThan(queries(first));
      const kept = queries(second);
      expect(queries(await results(course._id, inst.token))).toBe(kept);

      // Saving an open attempt's answers, or enrolling a student who took nothing, changes no figure.
      const chen = await enrolled(course._id);
      const open = await attempt(chen, basics._id, ids);
      const saved = await s.api('PUT', `/api/quiz-attempts/${open._id}/answers`, {
        token: chen.token,
        body: { answers: [{ questionId: ids.keyword, choiceIds: ['a'] }] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await marked(basics._id, generics._id)).toEqual([]);
      const unchanged = await results(course._id, inst.token);
      expect(queries(unchanged)).toBe(kept);
      expect({ ...unchanged.body, enrolled: 2 }).toEqual(first.body);
      expect(unchanged.body.enrolled).toBe(3);

      // Chen submits Basics: Basics alone is marked and recomputed; Generics is kept as it was.
      const done = await s.api('POST', `/api/quiz-attempts/${open._id}/submit`, {
        token: chen.token,
        body: { answers: [{ questionId: ids.keyword, choiceIds: ['a'] }] },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(await marked(basics._id, generics._id)).toEqual([basics._id]);
      const after = await results(course._id, inst.token);
      expect(queries(after)).toBeGreaterThan(kept);
      const now = await computedAt(course._id);
      expect(now[generics._id]).toBe(computed[generics._id]);
      expect(now[basics._id]).not.toBe(computed[basics._id]);
      expect(quiz(after.body, generics._id)).toEqual(quiz(first.body, generics._id));
      expect(quiz(after.body, basics._id)).toMatchObject({ took: 3, passed: 1, attempts: 3 });
      expect(
        quiz(after.body, basics._id).questions.map((q: any) => [q.questionId, q.asked, q.correct]),
      ).toEqual([
        [ids.superset, 3, 1],
        [ids.erased, 3, 1],
        [ids.keyword, 3, 2],
      ]);
    });

    it('shows an attempt graded after a read on the next read', async () => {
      const { inst, course, basics, ids } = await twoQuizCourse();
      const asha = await enrolled(course._id);
      await attempt(asha, basics._id, ids, {
        keyword: 'wrong',
        erased: 'wrong',
        superset: 'wrong',
      });
      const before = quiz((await results(course._id, inst.token)).body, basics._id);
      expect(before).toMatchObject({ took: 1, passed: 0, attempts: 1, meanBestPercent: 0 });
      // The retry passes: her best changes, the questions (first attempts only) do not.
      await attempt(asha, basics._id, ids, {
        keyword: 'right',
        erased: 'right',
        superset: 'right',
      });
      const after = quiz((await results(course._id, inst.token)).body, basics._id);
      expect(after).toEqual({
        ...before,
        passed: 1,
        passRatePercent: 100,
        meanBestPercent: 100,
        medianBestPercent: 100,
        attempts: 2,
      });
    });

    it('takes out the attempts of a student who left after a read, and puts them back when they return', async () => {
      const { inst, course, basics, ids } = await twoQuizCourse();
      const [asha, bala] = [await enrolled(course._id), await enrolled(course._id)];
      await attempt(asha, basics._id, ids, {
        keyword: 'right',
        erased: 'right',
        superset: 'right',
      });
      await attempt(bala, basics._id, ids, { keyword: 'wrong', erased: 'right' });
      const both = (await results(course._id, inst.token)).body;
      expect(both.enrolled).toBe(2);
      expect(quiz(both, basics._id)).toMatchObject({ took: 2, passed: 1, attempts: 2 });

      const left = await s.api('DELETE', `/api/courses/${course._id}/enroll`, {
        token: bala.token,
      });
      expect(left.status).toBe(204);
      expect(await marked(basics._id)).toEqual([basics._id]);
      const without = (await results(course._id, inst.token)).body;
      expect(without.enrolled).toBe(1);
      expect(quiz(without, basics._id)).toMatchObject({
        took: 1,
        passed: 1,
        passRatePercent: 100,
        meanBestPercent: 100,
        attempts: 1,
      });
      for (const q of quiz(without, basics._id).questions) expect(q).toMatchObject({ asked: 1 });

      const back = await s.api('POST', `/api/courses/${course._id}/enroll`, { token: bala.token });
      expect(back.status, JSON.stringify(back.body)).toBe(201);
      expect((await results(course._id, inst.token)).body).toEqual(both);
    });

    it('answers reads at once alike, after a change', async () => {
      const { inst, course, basics, ids } = await twoQuizCourse();
      const asha = await enrolled(course._id);
      await attempt(asha, basics._id, ids, { keyword: 'right', erased: 'wrong' });
      const reads = await Promise.all(
        Array.from({ length: 8 }, () => results(course._id, inst.token)),
      );
      for (const r of reads) expect(r.status).toBe(200);
      for (const r of reads.slice(1)) expect(r.body).toEqual(reads[0]!.body);
      expect(quiz(reads[0]!.body, basics._id)).toMatchObject({ took: 1, attempts: 1 });
      expect(await marked(basics._id)).toEqual([]);
    });

    if (db === 'postgres') {
      it('counts on the next read an attempt whose transaction commits after a read recomputed', async () => {
        const { inst, course, basics, ids } = await twoQuizCourse();
        const [asha, bala] = [await enrolled(course._id), await enrolled(course._id)];
        await results(course._id, inst.token);
        // Asha's attempt marks Basics (committed); Bala's is written by a transaction left open.
        await attempt(asha, basics._id, ids, {
          keyword: 'right',
          erased: 'right',
          superset: 'right',
        });
        const writer = new pg.Client({ connectionString: s.databaseUrl });
        await writer.connect();
        try {
          await writer.query('BEGIN');
          await writer.query(
            `INSERT INTO quiz_attempts (lesson_id, course_id, student_id, number, status, asked,
               score_percent, passed, started_at, submitted_at)
             VALUES ($1, $2, $3, 1, 'submitted', '[]', 40, false, now(), now())`,
            [basics._id, course._id, bala.id],
          );
          // The read recomputes Basics (Asha's mark) without Bala's attempt, which it cannot see.
          const during = (await results(course._id, inst.token)).body;
          expect(quiz(during, basics._id)).toMatchObject({ took: 1, attempts: 1 });
          await writer.query('COMMIT');
        } finally {
          await writer.end();
        }
        const after = (await results(course._id, inst.token)).body;
        expect(quiz(after, basics._id)).toMatchObject({
          took: 2,
          passed: 1,
          meanBestPercent: 70,
          attempts: 2,
        });
      });
    }
  });
}
