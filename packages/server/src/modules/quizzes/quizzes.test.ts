/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Quizzes over HTTP: an author's bank of every question kind and a quiz's settings; a student's
// attempts (start, save, reload, submit), graded on the server; the answer key absent from every
// response the student can read while an attempt is open; the server's clock ending a timed
// attempt; a second submit changing nothing; the batch's mentors told of each graded attempt; and
// who may read or act on an attempt.
import { describe, expect, it } from 'vitest';
import { batchAssignments } from '../../db/schema/index';
import {
  connected,
  nextEvent,
  silence,
  testDatabases,
  type TestServer,
  type TestUser,
} from '../../testing/server';
import { makeCourse, useEnrollmentServer } from '../../testing/courses';

const MINUTE = 60_000;

/** One question of each kind, and the right and wrong answers to each. */
const BANK = [
  {
    input: {
      kind: 'single',
      prompt: 'Which keyword declares a constant?',
      explanation: 'const binds a name once.',
      choices: [
        { id: 'a', text: 'var' },
        { id: 'b', text: 'const' },
      ],
      correctChoiceIds: ['b'],
    },
    right: { choiceIds: ['b'] },
    wrong: { choiceIds: ['a'] },
  },
  {
    input: {
      kind: 'multiple',
      prompt: 'Which are primitive types?',
      explanation: 'Objects are not primitives.',
      choices: [
        { id: 'x', text: 'string' },
        { id: 'y', text: 'number' },
        { id: 'z', text: 'object' },
      ],
      correctChoiceIds: ['x', 'y'],
    },
    right: { choiceIds: ['y', 'x'] },
    wrong: { choiceIds: ['x'] },
  },
  {
    input: {
      kind: 'trueFalse',
      prompt: 'TypeScript types exist at run time.',
      explanation: 'They are erased when compiled.',
      choices: [
        { id: 'true', text: 'True' },
        { id: 'false', text: 'False' },
      ],
      correctChoiceIds: ['false'],
    },
    right: { choiceIds: ['false'] },
    wrong: { choiceIds: ['true'] },
  },
  {
    input: {
      kind: 'shortText',
      prompt: 'Name the JavaScript superset by Microsoft.',
      explanation: 'TypeScript, since 2012.',
      acceptedAnswers: ['TypeScript', 'TS'],
    },
    right: { text: '  typescript ' },
    wrong: { text: 'CoffeeScript' },
  },
  {
    input: {
      kind: 'number',
      prompt: 'Roughly, what is pi?',
      explanation: 'About 3.14159.',
      correctNumber: 3.14159,
      tolerance: 0.01,
    },
    right: { number: 3.141 },
    wrong: { number: 3.2 },
  },
];

const KEY_FIELDS = [
  'correctChoiceIds',
  'acceptedAnswers',
  'correctNumber',
  'tolerance',
  'explanation',
];

/** Every key field and every key value the bank holds, found anywhere in a response body. */
function keyLeaks(body: unknown): string[] {
  const text = JSON.stringify(body);
  const leaks = KEY_FIELDS.filter((f) => text.includes(`"${f}"`));
  for (const { input } of BANK) {
    if (input.explanation && text.includes(input.explanation)) leaks.push(input.explanation);
    for (const a of input.acceptedAnswers ?? []) if (text.includes(`"${a}"`)) leaks.push(a);
    if (input.correctNumber !== undefined && text.includes(String(input.correctNumber))) {
      leaks.push(String(input.correctNumber));
    }
  }
  return leaks;
}

for (const db of testDatabases()) {
  describe(`quizzes [${db}]`, () => {
    const { s, later } = useEnrollmentServer(db);

    /** A published course whose one quiz lesson has the five-kind bank and the given settings. */
    async function quizCourse(settings: Record<string, unknown> = {}) {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0 });
      const lesson = course.modules
        .flatMap((m: any) => m.lessons)
        .find((l: any) => l.type === 'quiz');
      const ids: string[] = [];
      for (const { input } of BANK) {
        const res = await s.api('POST', `/api/courses/${course._id}/quiz-questions`, {
          token: inst.token,
          body: input,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body._id);
      }
      const put = await s.api('PUT', `/api/lessons/${lesson._id}/quiz`, {
        token: inst.token,
        body: {
          passingScorePercent: 60,
          attemptsAllowed: 2,
          showAnswers: 'afterEachAttempt',
          draw: 'fixed',
          questionIds: ids,
          shuffleChoices: true,
          ...settings,
        },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      return { inst, course, lesson, ids };
    }

    async function enrolled(courseId: string): Promise<TestUser> {
      const student = await s.user('student');
      const res = await s.api('POST', `/api/courses/${courseId}/enroll`, { token: student.token });
      expect(res.status).toBe(201);
      return student;
    }

    /** The answers to each question of an attempt, right or wrong as asked. */
    function answersFor(attempt: any, pick: (i: number) => 'right' | 'wrong', ids: string[]) {
      return attempt.questions.map((q: any) => {
        const i = ids.indexOf(q.questionId);
        return { questionId: q.questionId, ...BANK[i]![pick(i)] };
      });
    }

    const api = (srv: TestServer, method: string, path: string, token: string, body?: unknown) =>
      srv.api(method, path, { token, body });

    it('authors a bank of every kind, with keys checked against the kind', async () => {
      const { inst, course, lesson, ids } = await quizCourse();
      const bank = await api(s, 'GET', `/api/courses/${course._id}/quiz-questions`, inst.token);
      expect(bank.status).toBe(200);
      expect(bank.body.map((q: any) => [q.order, q.kind])).toEqual([
        [1, 'single'],
        [2, 'multiple'],
        [3, 'trueFalse'],
        [4, 'shortText'],
        [5, 'number'],
      ]);
      expect(bank.body[4]).toMatchObject({ correctNumber: 3.14159, tolerance: 0.01, points: 1 });

      const bad = await api(s, 'POST', `/api/courses/${course._id}/quiz-questions`, inst.token, {
        kind: 'single',
        prompt: 'Pick one',
        choices: [{ id: 'a', text: 'Only' }],
        correctChoiceIds: ['a', 'z'],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual([
        'choices',
        'correctChoiceIds',
        'correctChoiceIds',
      ]);

      const other = await s.user('instructor');
      for (const who of [other, await s.user('student')]) {
        const res = await api(s, 'GET', `/api/courses/${course._id}/quiz-questions`, who.token);
        expect(res.status).toBe(who.row.role === 'student' ? 403 : 404);
      }

      const quiz = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(quiz.body).toMatchObject({
        questionCount: 5,
        attemptsUsed: 0,
        settings: { passingScorePercent: 60, attemptsAllowed: 2, questionIds: ids },
      });
      expect(quiz.body.introduction).toContain('Why?');

      const unknown = '00000000-0000-4000-8000-000000000000';
      const refused = await api(s, 'PUT', `/api/lessons/${lesson._id}/quiz`, inst.token, {
        passingScorePercent: 60,
        attemptsAllowed: 2,
        showAnswers: 'never',
        draw: 'fixed',
        questionIds: [ids[0], unknown],
        shuffleChoices: false,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'questionIds[1]', msg: `No question ${unknown} in this course's bank` },
      ]);

      // Deleting a question takes it out of the quiz too.
      const del = await api(
        s,
        'DELETE',
        `/api/courses/${course._id}/quiz-questions/${ids[0]}`,
        inst.token,
      );
      expect(del.status).toBe(204);
      const after = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(after.body.settings.questionIds).toEqual(ids.slice(1));
      const renumbered = await api(
        s,
        'GET',
        `/api/courses/${course._id}/quiz-questions`,
        inst.token,
      );
      expect(renumbered.body.map((q: any) => q.order)).toEqual([1, 2, 3, 4]);
    });

    it('reads a quiz lesson from before quizzes as a quiz with no questions, and keeps a quiz through a curriculum edit', async () => {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0 });
      const lesson = course.modules[1].lessons[0];
      const t = (await enrolled(course._id)).token;
      const quiz = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, t);
      expect(quiz.status).toBe(200);
      expect(quiz.body).toMatchObject({ title: 'Check', questionCount: 0, attemptsUsed: 0 });
      expect(quiz.body.introduction).toContain('Why?');
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, t);
      expect(start.status).toBe(409);
      expect(start.body.message).toBe('This quiz has no questions yet.');
      // Not a quiz lesson: 404.
      const video = course.modules[0].lessons[0]._id;
      expect((await api(s, 'GET', `/api/lessons/${video}/quiz`, t)).status).toBe(404);

      const q = await api(s, 'POST', `/api/courses/${course._id}/quiz-questions`, inst.token, {
        ...BANK[4]!.input,
      });
      await api(s, 'PUT', `/api/lessons/${lesson._id}/quiz`, inst.token, {
        passingScorePercent: 50,
        attemptsAllowed: 3,
        showAnswers: 'never',
        draw: 'fixed',
        questionIds: [q.body._id],
        shuffleChoices: false,
      });
      const edit = await api(s, 'PATCH', `/api/courses/${course._id}`, inst.token, {
        modules: course.modules.map((m: any) => ({
          _id: m._id,
          title: m.title,
          lessons: m.lessons.map((l: any) => ({
            _id: l._id,
            title: `${l.title} (edited)`,
            type: l.type,
            durationMinutes: l.durationMinutes,
            ...(l.videoUrl ? { videoUrl: l.videoUrl } : {}),
            content: 'Edited text',
          })),
        })),
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const kept = await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, inst.token);
      expect(kept.body).toMatchObject({
        title: 'Check (edited)',
        questionCount: 1,
        settings: { attemptsAllowed: 3, questionIds: [q.body._id] },
      });
    });

    it('refuses a hand-ticked quiz lesson once it has questions (done only by passing); an empty quiz is still ticked by hand', async () => {
      const { course, lesson } = await quizCourse();
      const student = await enrolled(course._id);
      const seen = await api(s, 'GET', `/api/courses/${course._id}`, student.token);
      const enrollmentId = seen.body.viewer.enrollmentId;
      const mark = (lessonId: string, completed = true) =>
        api(s, 'PATCH', `/api/enrollments/${enrollmentId}/progress`, student.token, {
          lessonId,
          completed,
        });
      for (const completed of [true, false]) {
        const refused = await mark(lesson._id, completed);
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(
          'A quiz lesson is done by passing its quiz; it cannot be marked by hand.',
        );
      }
      const after = await api(s, 'GET', `/api/courses/${course._id}`, student.token);
      expect(after.body.viewer.completedLessonIds).toEqual([]);

      // Another lesson of the course is still marked by hand.
      const reading = course.modules[0].lessons[1];
      expect((await mark(reading._id)).body.completedLessonIds).toEqual([reading._id]);

      // A quiz lesson with no questions yet cannot be passed, so it is still marked by hand.
      const inst = await s.user('instructor');
      const plain = await makeCourse(s, inst.token, { price: 0 });
      const other = await enrolled(plain._id);
      const e = (await api(s, 'GET', `/api/courses/${plain._id}`, other.token)).body.viewer;
      const empty = plain.modules[1].lessons[0];
      const ticked = await api(
        s,
        'PATCH',
        `/api/enrollments/${e.enrollmentId}/progress`,
        other.token,
        {
          lessonId: empty._id,
          completed: true,
        },
      );
      expect(ticked.status).toBe(200);
      expect(ticked.body.completedLessonIds).toEqual([empty._id]);
    });

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

    it('tells the mentors of the student’s batch, and no one else, that an attempt was graded', async () => {
      const { course, lesson, ids } = await quizCourse();
      const batch = { monthYear: '2026-11', domain: `quiz-${Date.now().toString(36)}` };
      const student = await s.user('student', { batch });
      const mentor = await s.user('mentor');
      const stranger = await s.user('mentor');
      await s.campus.ctx.db
        .insert(batchAssignments)
        .values({ mentorId: mentor.id, studentId: student.id, ...batch });
      expect(
        (await api(s, 'POST', `/api/courses/${course._id}/enroll`, student.token)).status,
      ).toBe(201);
      const ms = s.socket(mentor.token);
      const xs = s.socket(stranger.token);
      await Promise.all([connected(ms), connected(xs)]);
      const strangerQuiet = silence(s, xs, stranger.id, 'quiz_attempt_graded');

      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, student.token);
      const heard = nextEvent(ms, 'quiz_attempt_graded');
      const done = await api(
        s,
        'POST',
        `/api/quiz-attempts/${start.body._id}/submit`,
        student.token,
        {
          answers: answersFor(start.body, (i) => (i < 4 ? 'right' : 'wrong'), ids),
        },
      );
      expect(done.status).toBe(200);
      expect(await heard).toEqual({
        lessonId: lesson._id,
        courseId: course._id,
        studentId: student.id,
        scorePercent: 80,
        passed: true,
      });
      expect(await strangerQuiet.settled()).toBe(true);
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

    it('lets no one but the attempt’s student read or act on it', async () => {
      const { inst, course, lesson } = await quizCourse();
      const owner = (await enrolled(course._id)).token;
      const start = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, owner);
      const id = start.body._id;
      const classmate = (await enrolled(course._id)).token;
      const outsider = (await s.user('student')).token;
      const mentor = (await s.user('mentor')).token;
      const calls = (token: string) => [
        api(s, 'GET', `/api/quiz-attempts/${id}`, token),
        api(s, 'PUT', `/api/quiz-attempts/${id}/answers`, token, { answers: [] }),
        api(s, 'POST', `/api/quiz-attempts/${id}/submit`, token),
      ];
      for (const token of [classmate, outsider]) {
        for (const res of await Promise.all(calls(token))) expect(res.status).toBe(404);
      }
      for (const token of [mentor, inst.token]) {
        for (const res of await Promise.all(calls(token))) expect(res.status).toBe(403);
      }
      // The unenrolled student cannot see the quiz nor start it; the mentor is refused by role.
      expect((await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, outsider)).status).toBe(404);
      expect(
        (await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, outsider)).status,
      ).toBe(404);
      expect((await api(s, 'GET', `/api/lessons/${lesson._id}/quiz`, mentor)).status).toBe(403);
      // A deactivated student is refused, even on their own attempt.
      const gone = await enrolled(course._id);
      const own = await api(s, 'POST', `/api/lessons/${lesson._id}/quiz/attempts`, gone.token);
      expect(own.status).toBe(201);
      const admin = await s.user('admin');
      const off = await api(s, 'PATCH', `/api/users/${gone.id}/deactivate`, admin.token);
      expect(off.status).toBe(200);
      const refused = await api(s, 'GET', `/api/quiz-attempts/${own.body._id}`, gone.token);
      expect(refused.status).toBe(403);
      // Still open and untouched for its student.
      const mine = await api(s, 'GET', `/api/quiz-attempts/${id}`, owner);
      expect(mine.body).toMatchObject({ status: 'open', answers: [] });
    });
  });
}
