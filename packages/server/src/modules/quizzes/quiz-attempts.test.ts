/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// A student's quiz attempts: start, save, reload and submit, graded on the server; the answer key
// absent from every response while an attempt is open and shown after as the quiz says; the
// server's clock ending a timed attempt; and a second submit changing nothing.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/server';
import { MINUTE, keyLeaks, useQuizServer } from './quiz-testbed';

for (const db of testDatabases()) {
  describe(`quizzes: attempts [${db}]`, () => {
    const { s, later, quizCourse, enrolled, answersFor, api } = useQuizServer(db);

    it('a student fails, passes on the second attempt, and the lesson counts done; no key leaks while open', async () => {
      const { course, lesson, ids } = await quizCourse();
      const student = await enrolled(course._id);
      const t = student.token;
      const readable: { what: string; body: unknown }[] = [];
      const read = async (what: string, method: string, path: string, body?: unknown) => {
        const res = await api(s, method, path, t, body);
        readable.push({ what, body: res.body });
        return res;
      };

      const quiz = await read('quiz', 'GET', `/api/lessons/${lesson._id}/quiz`);
      expect(quiz.body).toMatchObject({ questionCount: 5, attemptsUsed: 0, passed: false });
      expect(quiz.body.settings.questionIds).toBeUndefined();

      // First attempt: start, save two answers, reload, then submit mostly wrong.
      const first = await read('start 1', 'POST', `/api/lessons/${lesson._id}/quiz/attempts`);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ number: 1, status: 'open', attemptsLeft: 1 });
      expect(first.body.questions).toHaveLength(5);
      const again = await read('resume 1', 'POST', `/api/lessons/${lesson._id}/quiz/attempts`);
      expect(again.status).toBe(200);
      expect(again.body._id).toBe(first.body._id);
      const id1 = first.body._id;
      const wrong = answersFor(first.body, (i) => (i < 2 ? 'right' : 'wrong'), ids);
      const saved = await read('save 1', 'PUT', `/api/quiz-attempts/${id1}/answers`, {
        answers: wrong.slice(0, 2),
      });
      expect(saved.status).toBe(200);
      const reloaded = await read('reload 1', 'GET', `/api/quiz-attempts/${id1}`);
      expect(reloaded.body.status).toBe('open');
      expect(reloaded.body.answers).toEqual(wrong.slice(0, 2));
      await read('list 1', 'GET', `/api/lessons/${lesson._id}/quiz/attempts`);
      await read('quiz during 1', 'GET', `/api/lessons/${lesson._id}/quiz`);
      const stray = await api(s, 'PUT', `/api/quiz-attempts/${id1}/answers`, t, {
        answers: [{ questionId: '00000000-0000-4000-8000-000000000000', text: 'x' }],
      });
      expect(stray.status).toBe(400);

      const failed = await api(s, 'POST', `/api/quiz-attempts/${id1}/submit`, t, {
        answers: wrong.slice(2),
      });
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ status: 'submitted', scorePercent: 40, passed: false });
      expect(failed.body.questions.filter((q: any) => q.correct)).toHaveLength(2);
      // Shown after each attempt: the key and the explanations, once nothing is open.
      expect(failed.body.questions.every((q: any) => typeof q.explanation === 'string')).toBe(true);

      // Second attempt: the first attempt's key is hidden again while this one is open.
      const second = await read('start 2', 'POST', `/api/lessons/${lesson._id}/quiz/attempts`);
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ number: 2, attemptsLeft: 0 });
      const id2 = second.body._id;
      const list = await read('list 2', 'GET', `/api/lessons/${lesson._id}/quiz/attempts`);
      expect(list.body.map((a: any) => a.number)).toEqual([2, 1]);
      expect(list.body[1]).toMatchObject({ scorePercent: 40, passed: false });
      await read('get old 1 during 2', 'GET', `/api/quiz-attempts/${id1}`);
      const right = answersFor(second.body, (i) => (i === 0 ? 'wrong' : 'right'), ids);
      await read('save 2', 'PUT', `/api/quiz-attempts/${id2}/answers`, { answers: right });
      await read('reload 2', 'GET', `/api/quiz-attempts/${id2}`);
      await read('quiz during 2', 'GET', `/api/lessons/${lesson._id}/quiz`);

      for (const { what, body } of readable) expect(keyLeaks(body), what).toEqual([]);

      const passed = await api(s, 'POST', `/api/quiz-attempts/${id2}/submit`, t);
      expect(passed.status).toBe(200);
      expect(passed.body).toMatchObject({ status: 'submitted', scorePercent: 80, passed: true });
      expect(keyLeaks(passed.body)).not.toEqual([]);

      const seen = await api(s, 'GET', `/api/courses/${course._id}`, t);
      expect(seen.body.viewer.completedLessonIds).toEqual([lesson._id]);

      const third = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      expect(third.status).toBe(409);
      expect(third.body.message).toBe('You have used all 2 attempts at this quiz.');
      const after = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, t);
      expect(after.body).toMatchObject({ attemptsUsed: 2, passed: true });
    });

    it('ends a timed attempt on the server clock: a later save or submit is refused and it is graded as saved', async () => {
      const { course, lesson, ids } = await quizCourse({ timeLimitMinutes: 10 });
      const t = (await enrolled(course._id)).token;
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      expect(start.status).toBe(201);
      const began = new Date(start.body.startedAt).getTime();
      expect(new Date(start.body.deadline).getTime() - began).toBe(10 * MINUTE);
      const answers = answersFor(start.body, () => 'right', ids);
      await api(s, 'PUT', `/api/quiz-attempts/${start.body._id}/answers`, t, {
        answers: answers.slice(0, 3),
      });
      later(11 * MINUTE);
      const late = await api(s, 'POST', `/api/quiz-attempts/${start.body._id}/submit`, t, {
        answers,
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/^Time is up for this attempt/);
      const save = await api(s, 'PUT', `/api/quiz-attempts/${start.body._id}/answers`, t, {
        answers,
      });
      expect(save.status).toBe(409);
      const graded = await api(s, 'GET', `/api/quiz-attempts/${start.body._id}`, t);
      expect(graded.body).toMatchObject({
        status: 'expired',
        scorePercent: 60,
        passed: true,
        submittedAt: start.body.deadline,
      });
      expect(graded.body.answers).toHaveLength(3);
      // Graded as it stood at the deadline, it passed: the lesson counts done.
      const seen = await api(s, 'GET', `/api/courses/${course._id}`, t);
      expect(seen.body.viewer.completedLessonIds).toEqual([lesson._id]);
    });

    it('shows the key after passing only once passed, and never when the quiz says never', async () => {
      const { course, lesson, ids } = await quizCourse({ showAnswers: 'afterPassing' });
      const t = (await enrolled(course._id)).token;
      const take = async (pick: (i: number) => 'right' | 'wrong') => {
        const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
        const answers = answersFor(start.body, pick, ids);
        return api(s, 'POST', `/api/quiz-attempts/${start.body._id}/submit`, t, { answers });
      };
      const failed = await take(() => 'wrong');
      expect(failed.body).toMatchObject({ scorePercent: 0, passed: false });
      expect(failed.body.questions.every((q: any) => q.correct === false)).toBe(true);
      expect(keyLeaks(failed.body)).toEqual([]);
      const passed = await take(() => 'right');
      expect(passed.body).toMatchObject({ scorePercent: 100, passed: true });
      expect(passed.body.questions[0].explanation).toBeTruthy();
      // Passing shows the earlier attempt's answers too.
      const first = await api(s, 'GET', `/api/quiz-attempts/${failed.body._id}`, t);
      expect(keyLeaks(first.body)).not.toEqual([]);

      const never = await quizCourse({ showAnswers: 'never', attemptsAllowed: 1 });
      const u = (await enrolled(never.course._id)).token;
      const start = await api(s, 'POST', `/api/lessons/${never.lesson._id}/quiz/attempts`, u);
      const done = await api(s, 'POST', `/api/quiz-attempts/${start.body._id}/submit`, u, {
        answers: answersFor(start.body, () => 'right', never.ids),
      });
      expect(done.body).toMatchObject({ scorePercent: 100, passed: true });
      expect(done.body.questions.every((q: any) => q.correct === true)).toBe(true);
      expect(keyLeaks(done.body)).toEqual([]);
    });

    it('grades a submit once: a second (or simultaneous) submit changes nothing', async () => {
      const { course, lesson, ids } = await quizCourse();
      const t = (await enrolled(course._id)).token;
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      const id = start.body._id;
      const answers = answersFor(start.body, (i) => (i < 3 ? 'right' : 'wrong'), ids);
      const [a, b] = await Promise.all([
        api(s, 'POST', `/api/quiz-attempts/${id}/submit`, t, { answers }),
        api(s, 'POST', `/api/quiz-attempts/${id}/submit`, t, {
          answers: answersFor(start.body, () => 'right', ids),
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const graded = a.status === 200 ? a.body : b.body;
      const again = await api(s, 'POST', `/api/quiz-attempts/${id}/submit`, t, {
        answers: answersFor(start.body, () => 'right', ids),
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This attempt has already been submitted.');
      const read = await api(s, 'GET', `/api/quiz-attempts/${id}`, t);
      expect(read.body).toMatchObject({
        scorePercent: graded.scorePercent,
        passed: graded.passed,
        submittedAt: graded.submittedAt,
        answers: graded.answers,
      });
      const list = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      expect(list.body).toHaveLength(1);
    });
  });
}
